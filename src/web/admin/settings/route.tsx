// /admin/settings and /admin/settings/<group>: the site settings, one form per group. Each group needs its
// own permission (ADR 040): an editor given the contacts permission sees the contact group only.
// Every field of the group is shown, Nepali and English side by side, pictures with the media picker; a
// save replaces the group and the public site shows it on the next page load.
import type { Route } from './+types/route.ts';
import { Form, Link, useActionData, useLoaderData } from 'react-router';
import {
  isImageSetting,
  isRichTextSetting,
  settingGroupNames,
  settingGroupPermission,
  type SettingGroupName,
} from '#shared/contract/settings.ts';
import { TextField } from '#web/components/form-fields/text-field.tsx';
import { TextareaField } from '#web/components/form-fields/textarea-field.tsx';
import { fieldId } from '#web/components/form-fields/field-parts.tsx';
import { PreetiHelp } from '../components/preeti-help.tsx';
import { RichTextInput } from '../components/rich-text/rich-text-input.tsx';
import { MediaField } from '../components/media-picker/media-field.tsx';
import { AdminPage, buttonClass, cardClass, linkClass, ResultMessage } from '../components/admin-ui.tsx';
import { adminFormHandle, callAdminApi, formFields, readAdmin, respond } from '../lib/admin-api.ts';
import { adminEndpoints } from '#shared/contract/admin/endpoints.ts';
import { adminPages } from '../lib/paths.ts';
import { useAdminText } from '../lib/use-admin-text.ts';
import { useMe } from '../lib/use-me.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import {
  settingFields,
  settingHint,
  settingLabel,
  settingRows,
  settingValue,
  type SettingField,
} from './settings-fields.ts';

// The About page's texts are the longest group.
export const handle = { maxBodyBytes: adminFormHandle.maxBodyBytes * 4 };

function groupOf(value: string | undefined): SettingGroupName | null {
  if (value === undefined) return null;
  if (settingGroupNames.includes(value as SettingGroupName)) return value as SettingGroupName;
  throw new Response('Not found', { status: 404 });
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const group = groupOf(params.group);
  if (!group) return { group, value: null };
  const { data } = await readAdmin(context, request, adminEndpoints.settingGroup(group));
  return { group, value: data as unknown };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const group = groupOf(params.group)!;
  const posted = await formFields(request);
  const { data } = await readAdmin(context, request, adminEndpoints.settingGroup(group));
  const value = settingValue(data, posted);
  return respond(request, await callAdminApi(context, adminEndpoints.saveSettings(group), value));
}

interface SettingInputProps {
  group: SettingGroupName;
  field: SettingField;
  label: string;
  error?: string;
}

function SettingInput({ group, field, label, error }: SettingInputProps) {
  const { t } = useAdminText();
  const hint = settingHint(field.path);
  if (field.kind === 'flag') {
    return (
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          name={field.path}
          defaultChecked={field.value === true}
          className="size-5 accent-rose-800"
        />
        <span>{label}</span>
      </label>
    );
  }
  const text = typeof field.value === 'string' ? field.value : '';
  const language = /_(ne|en)$/.exec(field.path)?.[1];
  // The About page's long texts are rich text (ADR 031): the content bodies' editor, a text area without
  // JavaScript (the Preeti help works on plain text areas and inputs only).
  if (isRichTextSetting(group, field.path)) {
    return (
      <div lang={language}>
        <RichTextInput idPrefix="setting" name={field.path} label={label} defaultValue={text} error={error} />
      </div>
    );
  }
  // The pictures (logo, portraits, QR code) use the content forms' media picker (ADR 034): choose from the
  // library or upload in place; without JavaScript, its address field.
  if (isImageSetting(group, field.path)) {
    return (
      <MediaField
        idPrefix="setting"
        name={field.path}
        label={label}
        kind="image"
        defaultValue={text}
        error={error}
      />
    );
  }
  const Input = field.kind === 'longtext' ? TextareaField : TextField;
  return (
    <div lang={language}>
      <Input
        idPrefix="setting"
        name={field.path}
        label={label}
        defaultValue={text}
        hint={hint ? t(hint) : undefined}
        error={error}
        {...(hint ? { inputMode: 'tel' as const } : {})}
        {...(field.kind === 'address' ? { spellCheck: false } : {})}
      />
      {language === 'ne' ? <PreetiHelp fieldId={fieldId('setting', field.path)} label={label} /> : null}
    </div>
  );
}

function GroupForm({ group, value }: { group: SettingGroupName; value: unknown }) {
  const { t } = useAdminText();
  const { n: digits } = useI18n();
  const result = useActionData<typeof action>();
  const rows = settingRows(settingFields(value));
  const labelOf = (base: string, path: string) => {
    const { key, n } = settingLabel(base);
    const field = t(key, n === undefined ? {} : { n: digits(n) });
    const language = /_(ne|en)$/.exec(path)?.[1] as 'ne' | 'en' | undefined;
    return language
      ? t('admin.content.in_language', { field, language: t(`admin.lang.${language}`) })
      : field;
  };
  return (
    <>
      {result?.ok ? (
        <p role="status" className="mb-4 font-semibold text-green-800 dark:text-green-300">
          {t('admin.settings.saved')}
        </p>
      ) : (
        <ResultMessage result={result} />
      )}
      <Form method="post" className={`${cardClass} space-y-5`}>
        {rows.map((row) => (
          <div key={row.base} className={row.fields.length > 1 ? 'grid gap-5 lg:grid-cols-2' : ''}>
            {row.fields.map((field) => (
              <SettingInput
                key={field.path}
                group={group}
                field={field}
                label={labelOf(row.base, field.path)}
                error={result && !result.ok ? result.errors[field.path] : undefined}
              />
            ))}
          </div>
        ))}
        <button type="submit" className={buttonClass}>
          {t('admin.settings.save')}
        </button>
      </Form>
    </>
  );
}

export default function SettingsPage() {
  const { group, value } = useLoaderData<typeof loader>();
  const { t } = useAdminText();
  const me = useMe();
  if (!group) {
    const mine = settingGroupNames.filter((name) => me.permissions.includes(settingGroupPermission(name)));
    return (
      <AdminPage title={t('admin.settings')}>
        <p className="mb-6">{t('admin.settings.intro')}</p>
        <ul className={`${cardClass} space-y-1`}>
          {mine.map((name) => (
            <li key={name}>
              <Link
                to={adminPages.settings(name)}
                className={`${linkClass} inline-flex min-h-11 items-center`}
              >
                {t(`admin.setting.group.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </AdminPage>
    );
  }
  return (
    <AdminPage title={t(`admin.setting.group.${group}`)} wide>
      <p className="mb-4">
        <Link to={adminPages.settings()} className={linkClass}>
          {t('admin.settings')}
        </Link>
      </p>
      <GroupForm key={group} group={group} value={value} />
    </AdminPage>
  );
}
