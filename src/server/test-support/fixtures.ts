// Rows that several module tests need before their own, so each test shows only what it is about.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Inserts one branch per name ('Branch A' / 'शाखा A', sort order = position) created at `createdAt`,
 * in one statement, and answers their ids in the order of `names` (as a tuple of the same length).
 */
export async function insertBranches<const Names extends readonly string[]>(
  db: Kysely<Database>,
  names: Names,
  createdAt: string,
): Promise<{ -readonly [K in keyof Names]: number }> {
  const rows = await db
    .insertInto('branch')
    .values(
      names.map((name, i) => ({
        name_en: `Branch ${name}`,
        name_ne: `शाखा ${name}`,
        sort_order: i,
        created_at: createdAt,
      })),
    )
    .returning('id')
    .execute();
  // One id per name, so the tuple type holds (and spares every caller a cast).
  return rows.map((row) => row.id) as { -readonly [K in keyof Names]: number };
}

/** A complaint without an attachment, as the form stores it; tests name what they care about. */
export function complaintRow(fields: {
  branch_id: number;
  category_id: number;
  created_at: string;
  title?: string;
}) {
  return {
    name: 'A',
    contact: '9800000000',
    address: 'Kathmandu',
    title: 'Broken gate',
    details: null,
    attachment_path: null,
    attachment_type: null,
    attachment_size: null,
    attachment_name: null,
    lang: 'en',
    ...fields,
  };
}
