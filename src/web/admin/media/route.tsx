// /admin/media: the media library. Upload an image or PDF (a plain multipart form, so it works without
// JavaScript), find files by name or description, copy a file's address into an item, edit an image's
// descriptions, move a file to the trash and back (its address keeps working for pages already shown).
import type { Route } from './+types/route.ts';
import { useEffect, useRef, useState } from 'react';
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { fromNepaliDigits } from '#shared/calendar/digits.ts';
import { MEDIA_FILE_FIELD, MEDIA_MAX_BYTES, mediaKinds } from '#shared/contract/admin/media.ts';
import { FileField } from '#web/components/form-fields/file-field.tsx';
import { SelectField } from '#web/components/form-fields/select-field.tsx';
import { TextField } from '#web/components/form-fields/text-field.tsx';
import {
  ActionButton,
  AdminPage,
  buttonClass,
  cardClass,
  ListPages,
  ResultMessage,
} from '../components/admin-ui.tsx';
import { callAdminApi, multipartOf, readAdmin, respond } from '../lib/admin-api.ts';
import { adminEndpoints } from '#shared/contract/admin/endpoints.ts';
import { formatBytes } from '../lib/format.ts';
import { useAdminText } from '../lib/use-admin-text.ts';
import { MediaCard } from './media-card.tsx';

// A file of up to 20 MB and its two descriptions.
export const handle = { maxBodyBytes: MEDIA_MAX_BYTES + 256 * 1024 };

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = new URLSearchParams({ pageSize: '24' });
  for (const name of ['q', 'kind', 'trashed', 'page']) {
    const value = url.searchParams.get(name);
    if (value) query.set(name, value);
  }
  return readAdmin(context, request, adminEndpoints.media(query));
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = Number(form.get('id'));
  if (intent === 'upload') {
    form.delete('intent');
    return respond(
      request,
      await callAdminApi(context, adminEndpoints.uploadMedia(), await multipartOf(form)),
      intent,
    );
  }
  if (intent === 'trash') return respond(request, await callAdminApi(context, adminEndpoints.trashMedia(id)));
  if (intent === 'restore') {
    return respond(request, await callAdminApi(context, adminEndpoints.restoreMedia(id)));
  }
  const text = { alt_ne: String(form.get('alt_ne') ?? ''), alt_en: String(form.get('alt_en') ?? '') };
  // An image's focal point, typed in either script's digits (absent for a document).
  const focus = Object.fromEntries(
    (['focal_x', 'focal_y'] as const)
      .filter((name) => form.has(name))
      .map((name) => [name, fromNepaliDigits(String(form.get(name))).trim()]),
  );
  return respond(
    request,
    await callAdminApi(context, adminEndpoints.updateMedia(id), { ...text, ...focus }),
    `text-${id}`,
  );
}

/**
 * After an upload the form is emptied (file and texts), and its "uploaded" message goes as soon as another
 * file is chosen or sent, so the form never looks done before it is.
 */
function UploadForm() {
  const { t } = useAdminText();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const [picked, setPicked] = useState(false);
  const mine = result?.intent === 'upload' ? result : undefined;
  const errors = mine && !mine.ok ? mine.errors : {};
  const sending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'upload';
  useEffect(() => {
    if (mine?.ok) form.current?.reset();
  }, [mine]);
  return (
    <Form
      ref={form}
      method="post"
      encType="multipart/form-data"
      className={`${cardClass} mb-6 space-y-4`}
      onSubmit={() => setPicked(false)}
    >
      <h2 className="text-lg font-semibold">{t('admin.media.upload_title')}</h2>
      {mine?.ok && !sending && !picked ? (
        <p role="status" className="font-semibold text-green-800 dark:text-green-300">
          {t('admin.media.uploaded')}
        </p>
      ) : sending ? (
        <p role="status">{t('admin.media.sending')}</p>
      ) : (
        <ResultMessage result={mine} />
      )}
      <input type="hidden" name="intent" value="upload" />
      <FileField
        idPrefix="media"
        name={MEDIA_FILE_FIELD}
        label={t('admin.media.file')}
        required
        accept="image/jpeg,image/png,image/webp,application/pdf"
        onChange={() => setPicked(true)}
        error={errors.file}
      />
      <div className="grid gap-4 md:grid-cols-2">
        {(['ne', 'en'] as const).map((language) => (
          <div key={language} lang={language}>
            <TextField
              idPrefix="media"
              name={`alt_${language}`}
              label={t(`admin.media.alt_${language}`)}
              hint={t('admin.media.alt_hint')}
              maxLength={300}
              error={errors[`alt_${language}`]}
            />
          </div>
        ))}
      </div>
      <button type="submit" className={buttonClass}>
        {t('admin.media.upload')}
      </button>
    </Form>
  );
}

export default function MediaPage() {
  const items = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const { t, lang } = useAdminText();
  const trashed = params.get('trashed') === '1';
  return (
    <AdminPage title={t('admin.media')} wide>
      <p className="mb-6">{t('admin.media.intro')}</p>
      {trashed ? null : <UploadForm />}
      {result && result.intent !== 'upload' ? <ResultMessage result={result} /> : null}
      <Form method="get" className={`${cardClass} mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4`}>
        <SelectField
          idPrefix="media-filter"
          name="kind"
          label={t('admin.media.kind')}
          defaultValue={params.get('kind') ?? ''}
          items={mediaKinds.map((kind) => ({ value: kind, label: t(`admin.media.kind.${kind}`) }))}
        />
        <TextField
          idPrefix="media-filter"
          name="q"
          type="search"
          label={t('admin.content.search')}
          defaultValue={params.get('q') ?? ''}
        />
        <label className="flex min-h-11 items-end gap-3 pb-2">
          <input
            type="checkbox"
            name="trashed"
            value="1"
            defaultChecked={trashed}
            className="size-5 accent-rose-800"
          />
          <span>{t('admin.media.trashed')}</span>
        </label>
        <div className="flex items-end">
          <button type="submit" className={buttonClass}>
            {t('admin.cases.filter')}
          </button>
        </div>
      </Form>
      {items.data.length === 0 ? (
        <p>{t('admin.media.none')}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {items.data.map((item) => (
            <li key={item.id} className={`${cardClass} flex flex-col gap-3`}>
              <MediaCard item={item} size={formatBytes(item.size, lang)} result={result} />
              <div>
                {item.deleted_at ? (
                  <ActionButton
                    intent="restore"
                    fields={{ id: String(item.id) }}
                    label={t('admin.content.restore')}
                    secondary
                  />
                ) : (
                  <ActionButton
                    intent="trash"
                    fields={{ id: String(item.id) }}
                    label={t('admin.content.trash')}
                    secondary
                  />
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ListPages list={items} />
    </AdminPage>
  );
}
