// One stored date per festival and occasion: the AD dates (start_date, end_date), which every query
// uses. The Bikram Sambat copies (occasion.date_bs with its year/month/day parts, festival.start_date_bs)
// could disagree with them, and did: the home page showed the stored copy, the calendar the derived
// one. The API now derives BS dates from the AD dates (bsDateOf in shared/calendar), so the copies go.
// Dropping them loses nothing: the AD dates stay, and `down` regenerates the copies from them.
// SQLite takes one column per ALTER TABLE, so each drop and add is its own statement.
import type { Kysely } from 'kysely';
import { adToBs, formatBsDate } from '#shared/calendar/index.ts';

// Migrations are written against an untyped Kysely: the schema types describe the latest state only.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const occasionColumns = ['date_bs', 'bs_year', 'bs_month', 'bs_day'] as const;

export async function up(db: AnyDb): Promise<void> {
  for (const column of occasionColumns) {
    await db.schema.alterTable('occasion').dropColumn(column).execute();
  }
  await db.schema.alterTable('festival').dropColumn('start_date_bs').execute();
}

/** The BS date of an AD date; out-of-range dates (none in practice) keep an empty text and zeros. */
function bsParts(iso: string): { text: string; year: number; month: number; day: number } {
  try {
    const date = adToBs(iso);
    return { text: formatBsDate(date), ...date };
  } catch {
    return { text: '', year: 0, month: 0, day: 0 };
  }
}

export async function down(db: AnyDb): Promise<void> {
  // NOT NULL needs a default on existing rows; the real values are filled in right after.
  await db.schema
    .alterTable('occasion')
    .addColumn('date_bs', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  for (const column of ['bs_year', 'bs_month', 'bs_day']) {
    await db.schema
      .alterTable('occasion')
      .addColumn(column, 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  }
  await db.schema
    .alterTable('festival')
    .addColumn('start_date_bs', 'text', (col) => col.notNull().defaultTo(''))
    .execute();

  const occasions = await db.selectFrom('occasion').select(['id', 'start_date']).execute();
  for (const { id, start_date } of occasions) {
    const bs = bsParts(start_date as string);
    await db
      .updateTable('occasion')
      .set({ date_bs: bs.text, bs_year: bs.year, bs_month: bs.month, bs_day: bs.day })
      .where('id', '=', id)
      .execute();
  }
  const festivals = await db.selectFrom('festival').select(['id', 'start_date']).execute();
  for (const { id, start_date } of festivals) {
    await db
      .updateTable('festival')
      .set({ start_date_bs: bsParts(start_date as string).text })
      .where('id', '=', id)
      .execute();
  }
}
