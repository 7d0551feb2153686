// An activity log entry as people read it (issue 29), for the screen and its CSV alike: who (a name),
// did what (a phrase of the closed list), to which item (its title and where to edit it), and the
// changed fields with their labels and readable values (dates in BS on Nepali screens, yes/no, long
// texts shortened), never raw JSON.
import { localDigits } from '#shared/calendar/digits.ts';
import { accountIdFields, branchIdFields, type AuditEntry } from '#shared/contract/admin/audit.ts';
import { kindSpecs } from '#shared/contract/admin/content-kinds.ts';
import type { Lang } from '#shared/i18n/index.ts';
import type { AdminTranslate } from '../lib/admin-text.ts';
import { actionKey } from '../lib/audit-messages.ts';
import { editedLabel, kindOne } from '../lib/content-kinds.ts';
import { formatWhen } from '../lib/format.ts';
import { adminMessages, type AdminKey } from '../lib/messages.ts';
import { adminPages } from '../lib/paths.ts';
import { readableValue } from '../lib/readable-value.ts';

type Translate = AdminTranslate;

interface ReadableEntry {
  when: string;
  who: string;
  action: string;
  target: { text: string; href: string | null };
  changes: { field: string; before: string | null; after: string }[];
}

/** Values longer than this are cut (the full text is in the item's history). */
const SHORT = 120;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const hasKey = (key: string): key is AdminKey => key in adminMessages.en;

function shorten(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > SHORT ? `${plain.slice(0, SHORT - 1)}…` : plain;
}

/** A value of a field that is not a kind's: yes/no, a time in the screen's calendar, a role, a status. */
function plainValue(name: string, value: unknown, t: Translate, lang: Lang): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'admin.conflict.yes' : 'admin.conflict.no');
  if (name === 'disabled' && (value === 0 || value === 1)) {
    return t(value ? 'admin.conflict.yes' : 'admin.conflict.no');
  }
  if (typeof value === 'string' && ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))) {
    return formatWhen(value, lang);
  }
  if (name === 'role' && hasKey(`admin.role.${String(value)}`))
    return t(`admin.role.${String(value)}` as AdminKey);
  if (name === 'twoFactor' && hasKey(`admin.audit.value.${String(value)}`)) {
    return t(`admin.audit.value.${String(value)}` as AdminKey);
  }
  if (name === 'status' && hasKey(`admin.status.${String(value)}`)) {
    return t(`admin.status.${String(value)}` as AdminKey);
  }
  if (typeof value === 'number') return localDigits(String(value), lang);
  if (typeof value === 'string') return shorten(value);
  return shorten(JSON.stringify(value));
}

/** A field's label: the kind's (as its form says it), else the log's own, else a setting's, else its name. */
function fieldLabel(entry: AuditEntry, name: string, t: Translate): string {
  if (entry.target.type === 'content' && name !== 'revision' && name !== 'deleted_at') {
    return editedLabel(kindSpecs[entry.target.kind], name, t);
  }
  const keys = [
    `admin.audit.field.${name}`,
    `admin.users.${name}`,
    `admin.media.${name}`,
    `admin.setting.${name}`,
  ];
  for (const key of keys) {
    if (hasKey(key)) return t(key, { n: '' }).trim();
  }
  return name;
}

/** An account's or a branch's name for an id a change holds (the server resolved them with the page). */
function referenced(entry: AuditEntry, name: string, value: unknown, lang: Lang): string | undefined {
  if (value === null || value === undefined) return undefined;
  const id = String(value);
  if ((accountIdFields as readonly string[]).includes(name)) return entry.references.accounts[id];
  if ((branchIdFields as readonly string[]).includes(name)) return entry.references.branches[id]?.[lang];
  return undefined;
}

function fieldValue(entry: AuditEntry, name: string, value: unknown, t: Translate, lang: Lang): string {
  const named = referenced(entry, name, value, lang);
  if (named) return named;
  if (entry.target.type === 'content' && name !== 'deleted_at' && name !== 'revision') {
    if (value === null || value === undefined || value === '') return '—';
    return shorten(readableValue(kindSpecs[entry.target.kind], name, value, { t, lang, choices: {} }));
  }
  return plainValue(name, value, t, lang);
}

function targetOf(entry: AuditEntry, t: Translate, lang: Lang): ReadableEntry['target'] {
  const { target } = entry;
  switch (target.type) {
    case 'content': {
      const title = lang === 'ne' ? (target.titleNe ?? target.titleEn) : (target.titleEn ?? target.titleNe);
      const name = t(kindOne(target.kind));
      return title
        ? { text: `${name} “${title}”`, href: adminPages.contentItem(target.kind, target.id) }
        : { text: `${name} ${localDigits(`#${target.id}`, lang)} ${t('admin.audit.removed')}`, href: null };
    }
    case 'account':
      return {
        text: target.name ?? entry.actorEmail ?? target.id,
        href: target.name ? adminPages.users() : null,
      };
    case 'case':
      if (target.id === null)
        return {
          text: t(target.kind === 'complaint' ? 'admin.cases.kind.complaint' : 'admin.cases.kind.message'),
          href: null,
        };
      return {
        text:
          target.kind === 'complaint'
            ? t('admin.audit.target.complaint', {
                reference: target.reference ?? localDigits(`#${target.id}`, lang),
              })
            : t('admin.audit.target.message', { id: localDigits(String(target.id), lang) }),
        href: adminPages.case(target.kind, target.id),
      };
    case 'media':
      return {
        text: t('admin.audit.target.media', { name: target.name ?? localDigits(`#${target.id}`, lang) }),
        href: adminPages.media(),
      };
    case 'settings': {
      const key = `admin.setting.group.${target.group}`;
      return {
        text: t('admin.audit.target.settings', { group: hasKey(key) ? t(key) : target.group }),
        href: adminPages.settings(target.group),
      };
    }
    default:
      return { text: target.id ? `${target.entity} ${target.id}` : '', href: null };
  }
}

export function readEntry(entry: AuditEntry, t: Translate, lang: Lang): ReadableEntry {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return {
    when: formatWhen(entry.at, lang),
    who: entry.actorName ?? entry.actorEmail ?? t('admin.audit.nobody'),
    action:
      entry.action === 'other'
        ? `${t(actionKey('other'))} (${entry.storedAction})`
        : t(actionKey(entry.action)),
    target: targetOf(entry, t, lang),
    changes: names.map((name) => ({
      field: fieldLabel(entry, name, t),
      before: entry.before && name in before ? fieldValue(entry, name, before[name], t, lang) : null,
      after: fieldValue(entry, name, after[name], t, lang),
    })),
  };
}

/** A change as one line: `Title in Nepali: old → new`. */
export const changeLine = (change: ReadableEntry['changes'][number], t: Translate) =>
  change.before === null
    ? t('admin.audit.set_to', { field: change.field, after: change.after })
    : t('admin.audit.changed_to', { field: change.field, before: change.before, after: change.after });
