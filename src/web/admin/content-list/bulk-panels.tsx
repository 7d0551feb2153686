// What the list shows around a bulk action (issue 29 item 2): its controls, the confirmation step, the
// outcome item by item (with Undo after trashing), and the note after one item went to the trash.
import { Form, Link } from 'react-router';
import { bulkActions, type BulkAction } from '#shared/contract/admin/bulk.ts';
import { specOf, titleOf, type ContentKind, type EditedItem } from '#shared/contract/admin/content-kinds.ts';
import { SelectField } from '#web/components/form-fields/select-field.tsx';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { buttonClass, cardClass, linkClass, secondaryButtonClass } from '../components/admin-ui.tsx';
import { kindName, kindOne } from '../lib/content-kinds.ts';
import { useAdminText } from '../lib/use-admin-text.ts';
import type { BulkStep } from './bulk-action.ts';

const noteClass =
  'mb-4 rounded-md border-l-4 border-green-700 bg-green-50 p-3 text-green-900 dark:border-green-400 dark:bg-slate-800 dark:text-green-200';
const alertClass =
  'mb-4 rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-red-900 dark:border-red-400 dark:bg-slate-800 dark:text-red-200';

/** Hidden inputs that post a bulk action on these ids. */
function BulkInputs({ action, ids, intent }: { action: BulkAction; ids: readonly string[]; intent: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="bulk_action" value={action} />
      {ids.map((id) => (
        <input key={id} type="hidden" name="ids" value={id} />
      ))}
    </>
  );
}

/** The controls above the list: tick all on the page, and what to do with the chosen items. */
export function BulkControls({ items }: { items: readonly EditedItem[] }) {
  const { t } = useAdminText();
  // With JavaScript, ticking "all" ticks the boxes too; without, the server takes the page's ids.
  const tickAll = (event: React.ChangeEvent<HTMLInputElement>) => {
    const boxes = event.currentTarget.form?.querySelectorAll<HTMLInputElement>('input[name="ids"]') ?? [];
    for (const box of boxes) box.checked = event.currentTarget.checked;
  };
  return (
    <fieldset className={`${cardClass} mb-3 flex flex-wrap items-end gap-4`}>
      <legend className="sr-only">{t('admin.bulk.legend')}</legend>
      <input type="hidden" name="intent" value="bulk_confirm" />
      {items.map((item) => (
        <input key={item.id} type="hidden" name="page_ids" value={item.id} />
      ))}
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" name="all_on_page" onChange={tickAll} className="size-5 accent-rose-800" />
        <span>{t('admin.bulk.select_page')}</span>
      </label>
      <div className="min-w-56">
        <SelectField
          idPrefix="bulk"
          name="bulk_action"
          label={t('admin.bulk.action')}
          defaultValue=""
          items={bulkActions.map((action) => ({ value: action, label: t(`admin.bulk.action.${action}`) }))}
        />
      </div>
      <button type="submit" className={buttonClass}>
        {t('admin.bulk.next')}
      </button>
    </fieldset>
  );
}

/** The checkbox of one item, named by its title for screen readers. */
export function ChooseBox({ item, title }: { item: EditedItem; title: string }) {
  const { t } = useAdminText();
  return (
    <label className="flex size-11 shrink-0 items-center justify-center">
      <input type="checkbox" name="ids" value={item.id} className="size-5 accent-rose-800" />
      <span className="sr-only">{t('admin.bulk.choose', { title })}</span>
    </label>
  );
}

/** "Take down 5 notices?": the chosen items, Yes (the bulk call) or back to the list. */
export function BulkConfirm({
  kind,
  step,
  items,
  backTo,
}: {
  kind: ContentKind;
  step: Extract<BulkStep, { step: 'confirm' }>;
  items: readonly EditedItem[];
  backTo: string;
}) {
  const { t, lang } = useAdminText();
  const { n } = useI18n();
  const count = n(step.ids.length);
  const many = t(kindName(kind)).toLowerCase();
  const chosen = items.filter((item) => step.ids.includes(String(item.id)));
  return (
    <section aria-labelledby="bulk-confirm" className={`${cardClass} space-y-4`}>
      <h2 id="bulk-confirm" className="text-xl font-bold">
        {t(`admin.bulk.confirm.${step.action}`, { count, many, one: t(kindOne(kind)) })}
      </h2>
      <ul className="list-disc ps-6">
        {chosen.map((item) => (
          <li key={item.id}>{titleOf(specOf(kind), item, lang)}</li>
        ))}
      </ul>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('admin.bulk.confirm_hint')}</p>
      <Form method="post" className="flex flex-wrap items-center gap-4">
        <BulkInputs action={step.action} ids={step.ids} intent="bulk_apply" />
        <button type="submit" className={buttonClass}>
          {t('admin.bulk.yes', { action: t(`admin.bulk.action.${step.action}`), count })}
        </button>
        <Link to={backTo} className={linkClass}>
          {t('admin.bulk.cancel')}
        </Link>
      </Form>
    </section>
  );
}

/** A bulk call's outcome: how many were done, each refused item and why; Undo after trashing. */
export function BulkOutcome({
  kind,
  step,
  items,
}: {
  kind: ContentKind;
  step: Extract<BulkStep, { step: 'done' }>;
  items: readonly EditedItem[];
}) {
  const { t, lang } = useAdminText();
  const { n } = useI18n();
  const done = step.results.filter((result) => result.ok);
  const refused = step.results.filter((result) => !result.ok);
  const trashed = done.filter((result) => result.changed).map((result) => String(result.id));
  const titleOfId = (id: number) => {
    const item = items.find((candidate) => candidate.id === id);
    return item ? titleOf(specOf(kind), item, lang) : n(id);
  };
  return (
    <div role="status" className={refused.length ? alertClass : noteClass}>
      <p className="font-semibold">
        {t(`admin.bulk.action.${step.action}`)}:{' '}
        {t('admin.bulk.done', { count: n(done.length), total: n(step.total) })}
      </p>
      {refused.length ? (
        <>
          <p>{t('admin.bulk.refused', { count: n(refused.length) })}</p>
          <ul className="list-disc ps-6">
            {refused.map((result) => (
              <li key={result.id}>
                {t('admin.bulk.refused_item', { id: titleOfId(result.id), message: result.message ?? '' })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {step.action === 'trash' && trashed.length ? (
        <Form method="post" className="mt-2">
          <BulkInputs action="restore" ids={trashed} intent="bulk_apply" />
          <button type="submit" className={secondaryButtonClass}>
            {t('admin.trash.undo')}
          </button>
        </Form>
      ) : null}
    </div>
  );
}

/** After one item went to the trash (from its page): its title and Undo, which restores it. */
export function TrashedNote({ title, id }: { title: string; id: number }) {
  const { t } = useAdminText();
  return (
    <div role="status" className={`${noteClass} flex flex-wrap items-center gap-4`}>
      <p className="font-semibold">{t('admin.trash.moved', { title })}</p>
      <Form method="post">
        <input type="hidden" name="intent" value="restore_one" />
        <input type="hidden" name="id" value={id} />
        <button type="submit" className={secondaryButtonClass}>
          {t('admin.trash.undo')}
        </button>
      </Form>
    </div>
  );
}
