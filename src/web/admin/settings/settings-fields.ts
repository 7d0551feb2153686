// A settings group as form fields and back: every leaf of the group's value (shared/contract/settings.ts)
// is one field named by its path (`email`, `reasons.0.title_en`), Nepali and English of one text side by
// side; the posted fields become the group's value again over its current one, so no key is lost.
import type { AdminKey } from '../lib/messages.ts';

type SettingKind = 'text' | 'longtext' | 'flag' | 'address';

export interface SettingField {
  path: string;
  kind: SettingKind;
  value: string | boolean | null;
}

/** One row of the form: a text in both languages, or one field. */
export interface SettingRow {
  base: string;
  fields: SettingField[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const childPath = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

function kindOf(path: string, value: unknown): SettingKind {
  if (typeof value === 'boolean') return 'flag';
  if (value === null || /(^|_)(image|logo)$|_url$/.test(path)) return 'address';
  return /(description|text)(_en|_ne)?$/.test(path) ? 'longtext' : 'text';
}

/** Every leaf of a group's value, in order. */
export function settingFields(value: unknown, path = ''): SettingField[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => settingFields(item, childPath(path, index)));
  if (isRecord(value)) {
    return Object.entries(value).flatMap(([key, item]) => settingFields(item, childPath(path, key)));
  }
  return [{ path, kind: kindOf(path, value), value: value as string | boolean | null }];
}

/** The fields in rows: `x_ne` and `x_en` together, Nepali first. */
export function settingRows(fields: SettingField[]): SettingRow[] {
  const rows = new Map<string, SettingField[]>();
  for (const field of fields) {
    const base = field.path.replace(/_(en|ne)$/, '');
    rows.set(base, [...(rows.get(base) ?? []), field]);
  }
  return [...rows].map(([base, row]) => ({
    base,
    fields: [...row].sort((a, b) => Number(b.path.endsWith('_ne')) - Number(a.path.endsWith('_ne'))),
  }));
}

/** The posted form over the current value: texts as sent, checkboxes on or off, empty images null. */
export function settingValue(current: unknown, posted: Record<string, string>, path = ''): unknown {
  if (Array.isArray(current))
    return current.map((item, index) => settingValue(item, posted, childPath(path, index)));
  if (isRecord(current)) {
    return Object.fromEntries(
      Object.entries(current).map(([key, item]) => [key, settingValue(item, posted, childPath(path, key))]),
    );
  }
  const sent = posted[path];
  if (typeof current === 'boolean') return sent === 'on';
  // Images are null when empty; other addresses (links) are text.
  if (current === null || /(^|_)(image|logo)$/.test(path)) return sent?.trim() ? sent.trim() : null;
  return sent ?? current;
}

/** A row's label: its message key and the number of the reason or person it belongs to. */
export function settingLabel(base: string): { key: AdminKey; n?: number } {
  const reason = /^reasons\.(\d+)\.(\w+)$/.exec(base);
  if (reason) return { key: `admin.setting.reason_${reason[2]}` as AdminKey, n: Number(reason[1]) + 1 };
  const person = /^contact_person(\d)_(\w+)$/.exec(base);
  if (person) return { key: `admin.setting.person_${person[2]}` as AdminKey, n: Number(person[1]) };
  const shown = /^display_person_(\d)$/.exec(base);
  if (shown) return { key: 'admin.setting.display_person', n: Number(shown[1]) };
  return { key: `admin.setting.${base}` as AdminKey };
}

/** A field's hint, where typing it needs one: a phone is stored once, in ASCII digits. */
export function settingHint(path: string): AdminKey | undefined {
  if (path === 'per_category_text') return 'admin.setting.per_category_text_hint';
  return /(^|_)phone$/.test(path) ? 'admin.setting.phone_hint' : undefined;
}
