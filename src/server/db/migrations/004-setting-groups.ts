// Settings in typed groups (docs/decisions/018-setting-groups.md): the key/value table `setting`,
// whose value types were told apart by key prefixes, becomes `setting_group`, one JSON row per group.
// The rows carry over: each old key goes to the group and field it filled. Written against the keys
// as they were (frozen here), not against today's code.
import type { Kysely } from 'kysely';

// Migrations are written against an untyped Kysely: the schema types describe the latest state only.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

type Group = Record<string, unknown>;

const IDENTITY = ['institution_name_en', 'institution_name_ne', 'logo'];
const CONTACT = [
  'office_phone_en',
  'office_phone_ne',
  'email',
  'address_en',
  'address_ne',
  'office_hours_en',
  'office_hours_ne',
  'map_embed_url',
  'apply_vacancy_url',
  'contact_numbers_en',
  'contact_numbers_ne',
];
const PREFIXED: [prefix: string, group: string][] = [
  ['home_', 'home_texts'],
  ['contact_page_', 'contact_page'],
  ['about_', 'about'],
];

/** The typed value of an old text value: flags were 'true'/'false', an empty image was ''. */
function typed(field: string, value: string): unknown {
  if (field.startsWith('display_')) return value === 'true';
  if (field === 'logo' || field.endsWith('_image')) return value || null;
  return value;
}

export function groupsOfKeyValues(rows: { key: string; value: string }[]): Record<string, Group> {
  const groups: Record<string, Group> = {};
  const put = (group: string, field: string, value: string) =>
    ((groups[group] ??= {})[field] = typed(field, value));
  const reasons: Group[] = [];
  for (const { key, value } of rows) {
    const why = /^why_(\d+)_(.+)$/.exec(key);
    const prefixed = PREFIXED.find(([prefix]) => key.startsWith(prefix));
    if (why) (reasons[Number(why[1]) - 1] ??= {})[why[2]!] = value;
    else if (IDENTITY.includes(key)) put('identity', key, value);
    else if (CONTACT.includes(key)) put('contact', key, value);
    else if (key.startsWith('display_person_') || key.startsWith('contact_person'))
      put('footer_persons', key, value);
    else if (prefixed) put(prefixed[1], key.slice(prefixed[0].length), value);
    // Any other key was read by nothing.
  }
  if (reasons.length) groups.why_choose = { reasons: Array.from(reasons, (reason) => reason ?? {}) };
  return groups;
}

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('setting_group')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  const rows: { key: string; value: string }[] = await db
    .selectFrom('setting')
    .select(['key', 'value'])
    .execute();
  const groups = Object.entries(groupsOfKeyValues(rows));
  if (groups.length)
    await db
      .insertInto('setting_group')
      .values(groups.map(([name, value]) => ({ name, value: JSON.stringify(value) })))
      .execute();
  await db.schema.dropTable('setting').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('setting')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  const groups: { name: string; value: string }[] = await db
    .selectFrom('setting_group')
    .select(['name', 'value'])
    .execute();
  const rows: { key: string; value: string }[] = [];
  const text = (value: unknown) => (value === null ? '' : String(value));
  for (const { name, value } of groups) {
    const fields = JSON.parse(value) as Group;
    if (name === 'why_choose') {
      (fields.reasons as Group[]).forEach((reason, i) => {
        for (const [field, v] of Object.entries(reason))
          rows.push({ key: `why_${i + 1}_${field}`, value: text(v) });
      });
      continue;
    }
    const prefix = PREFIXED.find(([, group]) => group === name)?.[0] ?? '';
    for (const [field, v] of Object.entries(fields)) rows.push({ key: `${prefix}${field}`, value: text(v) });
  }
  if (rows.length) await db.insertInto('setting').values(rows).execute();
  await db.schema.dropTable('setting_group').execute();
}
