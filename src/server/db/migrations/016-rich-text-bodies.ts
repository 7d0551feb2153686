// Bodies become rich text (ADR 031): the texts of notices and articles and the descriptions of festivals
// are stored as a sanitised HTML subset from now on. Their plain text becomes HTML as the public pages
// showed it: every non-empty line a paragraph, and a festival's 'history and mythology' line (which the
// festival page showed as a sub-heading) a heading. A value that is HTML already is left alone. The
// search index keeps the same words (it indexes a body's text), so it needs no rebuild. Undone, the
// bodies become plain text again, a line per block. Self-contained on purpose: a migration must do the
// same thing whatever today's code says.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use an untyped Kysely
type AnyDb = Kysely<any>;

const BODIES: { table: string; column: string; headings: boolean }[] = [
  { table: 'notice', column: 'text', headings: false },
  { table: 'article', column: 'text', headings: false },
  { table: 'festival', column: 'description', headings: true },
];
const HEADING_MARKERS = ['history and mythology', 'इतिहास र पौराणिक'];
const BATCH = 500;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const isHtml = (value: string) => /^<(?:[a-z][a-z0-9:]*[\s/>]|!)/i.test(value.trimStart());

/** Plain text as the HTML the public page showed it as. */
export function htmlOfPlainText(text: string, headings: boolean): string {
  if (isHtml(text)) return text;
  return text
    .split(/\r?\n|\r/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const heading = headings && HEADING_MARKERS.some((marker) => line.toLowerCase().includes(marker));
      return heading ? `<h2>${escapeHtml(line)}</h2>` : `<p>${escapeHtml(line)}</p>`;
    })
    .join('');
}

/** HTML back to plain text, a line per block (undoing the migration). */
export function plainTextOfHtml(html: string): string {
  if (!isHtml(html)) return html;
  return html
    .replace(/<\/(p|h[1-6]|li|tr|caption|table)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\n+/g, '\n')
    .trim();
}

async function rewrite(db: AnyDb, change: (value: string, headings: boolean) => string): Promise<void> {
  for (const { table, column, headings } of BODIES) {
    const columns = [`${column}_en`, `${column}_ne`];
    for (let lastId = 0; ;) {
      const rows = (await db
        .selectFrom(table)
        .select(['id', ...columns])
        .where('id', '>', lastId)
        .orderBy('id')
        .limit(BATCH)
        .execute()) as Record<string, unknown>[];
      for (const row of rows) {
        const changes: Record<string, string> = {};
        for (const name of columns) {
          const value = row[name];
          if (typeof value !== 'string' || !value) continue;
          const changed = change(value, headings);
          if (changed !== value) changes[name] = changed;
        }
        if (Object.keys(changes).length)
          await db.updateTable(table).set(changes).where('id', '=', row.id).execute();
      }
      if (rows.length < BATCH) break;
      lastId = Number(rows[rows.length - 1]!.id);
    }
  }
}

export async function up(db: AnyDb): Promise<void> {
  await rewrite(db, htmlOfPlainText);
}

export async function down(db: AnyDb): Promise<void> {
  await rewrite(db, (value) => plainTextOfHtml(value));
}
