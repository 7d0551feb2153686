// A phone number is one fact, stored once (issue 23): the head office's number lived in four settings
// (office_phone_en/_ne on the contact card, contact_numbers_en/_ne in the footer) and each footer person's
// in two (contact_personN_phone_en/_ne), so one could be changed and the others not. This keeps one value
// each, in ASCII digits (`phone`, `contact_personN_phone`); the Nepali digits are derived where shown.
// Where the copies disagree no number is lost: every distinct number of the copies is kept, in order
// (the contact card's first), separated by commas. Email has one field already; the address's English and
// Nepali are two texts (a translation), not copies; there is no fax. Self-contained on purpose: a
// migration must do the same thing whatever today's code says.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use an untyped Kysely
type AnyDb = Kysely<any>;
type Group = Record<string, unknown>;

const NEPALI_DIGITS = '०१२३४५६७८९';
const toAscii = (text: string) => text.replace(/[०-९]/g, (digit) => String(NEPALI_DIGITS.indexOf(digit)));
const toNepali = (text: string) => text.replace(/[0-9]/g, (digit) => NEPALI_DIGITS[Number(digit)]!);
const PERSONS = [1, 2, 3];

/** Every distinct number of the copies, in order, ASCII digits; two spellings of one number count once. */
export function onePhone(copies: unknown[]): string {
  const kept = new Map<string, string>();
  for (const copy of copies) {
    if (typeof copy !== 'string') continue;
    for (const number of toAscii(copy).split(/[,;]/)) {
      const written = number.trim().replace(/\s+/g, ' ');
      const digits = written.replace(/\D/g, '');
      if (written && !kept.has(digits || written)) kept.set(digits || written, written);
    }
  }
  return [...kept.values()].join(', ');
}

async function rewrite(db: AnyDb, name: string, change: (group: Group) => Group): Promise<void> {
  const row = await db
    .selectFrom('setting_group')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  if (!row) return;
  const value = JSON.stringify(change(JSON.parse(row.value as string) as Group));
  await db.updateTable('setting_group').set({ value }).where('name', '=', name).execute();
}

const without = (group: Group, keys: string[]) =>
  Object.fromEntries(Object.entries(group).filter(([key]) => !keys.includes(key)));

export async function up(db: AnyDb): Promise<void> {
  await rewrite(db, 'contact', (group) => {
    const copies = ['office_phone_en', 'office_phone_ne', 'contact_numbers_en', 'contact_numbers_ne'];
    return { phone: onePhone([group.phone, ...copies.map((key) => group[key])]), ...without(group, copies) };
  });
  await rewrite(db, 'footer_persons', (group) => {
    let result = group;
    for (const n of PERSONS) {
      const copies = [`contact_person${n}_phone_en`, `contact_person${n}_phone_ne`];
      const phone = onePhone([group[`contact_person${n}_phone`], ...copies.map((key) => group[key])]);
      result = { ...without(result, copies), [`contact_person${n}_phone`]: phone };
    }
    return result;
  });
}

/** Back to the copies, each from the one value (the contact card's phone: the first number). */
export async function down(db: AnyDb): Promise<void> {
  await rewrite(db, 'contact', (group) => {
    const phone = typeof group.phone === 'string' ? group.phone : '';
    const first = phone.split(',')[0]!.trim();
    return {
      ...without(group, ['phone']),
      office_phone_en: first,
      office_phone_ne: toNepali(first),
      contact_numbers_en: phone,
      contact_numbers_ne: toNepali(phone),
    };
  });
  await rewrite(db, 'footer_persons', (group) => {
    let result = group;
    for (const n of PERSONS) {
      const phone = group[`contact_person${n}_phone`];
      const text = typeof phone === 'string' ? phone : '';
      result = {
        ...without(result, [`contact_person${n}_phone`]),
        [`contact_person${n}_phone_en`]: text,
        [`contact_person${n}_phone_ne`]: toNepali(text),
      };
    }
    return result;
  });
}
