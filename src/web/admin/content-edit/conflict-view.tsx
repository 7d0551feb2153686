// The screen of a save refused because someone else saved first: every field that differs, their
// version as saved now beside what this person typed, the differing words marked, and per field a
// choice of which to keep. It sits inside the edit form (the form below still holds what was typed), so
// it works without JavaScript: "Save with these choices" posts both, "Save all of mine" overwrites
// knowingly, and the link opens their version instead.
import { Link } from 'react-router';
import type { KindSpec, SaveConflict } from '#shared/contract/admin/content-kinds.ts';
import type { SelectOption } from '#web/components/form-fields/select-field.tsx';
import { buttonClass, linkClass, secondaryButtonClass } from '../components/admin-ui.tsx';
import { editedLabel } from '../lib/content-kinds.ts';
import { formatWhen } from '../lib/format.ts';
import { useAdminText } from '../lib/use-admin-text.ts';
import { compareVersions, keepInputName, type FieldComparison } from './conflict.ts';
import { diffWords, type Segment } from './word-diff.ts';
import { fieldDisplays } from './field-display.ts';
import { ScrollRegion } from '#web/components/scroll-region/scroll-region.tsx';

interface ConflictViewProps {
  spec: KindSpec;
  conflict: SaveConflict;
  /** What this person's save sent, as the API reads it. */
  mine: Record<string, unknown>;
  /** Labels of reference fields' and the branch's choices, by field name. */
  choices: Record<string, SelectOption[]>;
  /** The page itself: opening it again shows their version. */
  pagePath: string;
}

const markClass = 'rounded-sm bg-amber-200 px-0.5 text-slate-950 dark:bg-amber-700 dark:text-white';

function Marked({ segments }: { segments: Segment[] }) {
  return segments.map((segment, index) =>
    segment.changed ? (
      <mark key={index} className={markClass}>
        {segment.text}
      </mark>
    ) : (
      <span key={index}>{segment.text}</span>
    ),
  );
}

/** A field's value as a person reads it (a day in Bikram Sambat, a choice by its label, a time in Nepal). */
function useShown(spec: KindSpec, choices: ConflictViewProps['choices']) {
  const { t, lang } = useAdminText();
  return (name: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('admin.conflict.empty');
    // A bilingual field's name is `<field>_ne` or `<field>_en`.
    const field = spec.fields.find(
      (candidate) =>
        candidate.name === name ||
        (candidate.bilingual && (name === `${candidate.name}_ne` || name === `${candidate.name}_en`)),
    );
    const context = { t, lang, choices: choices[name] ?? [] };
    // The kind's own fields by their type (field-display.ts); the publishing fields here.
    if (field) return fieldDisplays[field.type](value, context);
    if (name === 'status') return t(`admin.visibility.${value as 'draft'}`);
    if (name === 'publish_at' || name === 'unpublish_at') return formatWhen(String(value), lang);
    if (name === 'branch_id') return fieldDisplays.ref(value, context);
    return fieldDisplays.text(value, context);
  };
}

function Row({
  spec,
  row,
  shown,
}: {
  spec: KindSpec;
  row: FieldComparison;
  shown: (name: string, value: unknown) => string;
}) {
  const { t } = useAdminText();
  const label = editedLabel(spec, row.name, t);
  const diff = diffWords(shown(row.name, row.theirs), shown(row.name, row.mine));
  const changedBy = {
    both: 'admin.conflict.both_changed',
    them: 'admin.conflict.they_changed',
    you: 'admin.conflict.you_changed',
  } as const;
  const cell =
    'max-h-64 overflow-auto whitespace-pre-wrap break-words border-t border-slate-300 p-2 align-top dark:border-slate-700';
  return (
    <tr data-field={row.name}>
      <th scope="row" className={`${cell} text-left font-semibold`}>
        {label}
        <span className="mt-1 block text-sm font-normal text-slate-700 dark:text-slate-300">
          {t(changedBy[row.changedBy])}
        </span>
      </th>
      <td className={cell} data-version="theirs">
        <Marked segments={diff.before} />
      </td>
      <td className={cell} data-version="mine">
        <Marked segments={diff.after} />
      </td>
      <td className={`${cell} whitespace-normal`}>
        <fieldset>
          <legend className="sr-only">
            {t('admin.conflict.keep')}: {label}
          </legend>
          {(['theirs', 'mine'] as const).map((choice) => (
            <label key={choice} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={keepInputName(row.name)}
                value={choice}
                defaultChecked={row.keep === choice}
                className="size-5 accent-rose-800"
              />
              {t(choice === 'theirs' ? 'admin.conflict.keep_theirs' : 'admin.conflict.keep_yours')}
            </label>
          ))}
        </fieldset>
      </td>
    </tr>
  );
}

export function ConflictView({ spec, conflict, mine, choices, pagePath }: ConflictViewProps) {
  const { t, lang } = useAdminText();
  const shown = useShown(spec, choices);
  const name = conflict.saved_by ?? t('admin.conflict.someone');
  const rows = compareVersions(spec, conflict.current, mine, conflict.base);
  return (
    <section
      aria-labelledby="conflict-title"
      className="space-y-4 rounded-md border-l-4 border-amber-600 bg-amber-50 p-4 text-slate-900 dark:border-amber-400 dark:bg-slate-800 dark:text-slate-100"
    >
      <div role="alert">
        <h2 id="conflict-title" className="text-lg font-bold">
          {t('admin.conflict.title')}
        </h2>
        <p className="mt-1">
          {t('admin.conflict.intro', { name, when: formatWhen(conflict.saved_at, lang) })}
        </p>
        <p className="mt-1 text-sm">{t('admin.conflict.marked')}</p>
      </div>
      <ScrollRegion labelledBy="conflict-title">
        <table className="w-full min-w-[40rem] table-fixed border-collapse bg-white text-sm dark:bg-slate-900">
          <thead>
            <tr>
              <th scope="col" className="w-1/5 p-2 text-left">
                {t('admin.conflict.field')}
              </th>
              <th scope="col" className="p-2 text-left">
                {t('admin.conflict.theirs', { name })}
              </th>
              <th scope="col" className="p-2 text-left">
                {t('admin.conflict.yours')}
              </th>
              <th scope="col" className="w-1/5 p-2 text-left">
                {t('admin.conflict.keep')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <Row key={row.name} spec={spec} row={row} shown={shown} />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" name="conflict" value="choices" className={buttonClass}>
          {t('admin.conflict.save_choices')}
        </button>
        <button type="submit" name="conflict" value="overwrite" className={secondaryButtonClass}>
          {t('admin.conflict.overwrite')}
        </button>
        <Link to={pagePath} reloadDocument className={linkClass}>
          {t('admin.conflict.reload')}
        </Link>
      </div>
    </section>
  );
}
