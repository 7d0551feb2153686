// The About page's long texts become rich text (ADR 031), as the content bodies did in 016: the settings'
// introduction, story and chairperson's message (both languages, in the `about` row of setting_group)
// are stored as a sanitised HTML subset from now on. Their plain text becomes HTML as the About page
// showed it: every non-empty line a paragraph, escaped so no stored text turns into markup. A value that
// is HTML already is left alone. Undone, they are plain text again, a line per block. Nothing indexes
// these texts (search covers content kinds only), so nothing needs a rebuild. Self-contained on purpose:
// a migration must do the same thing whatever today's code says.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use an untyped Kysely
type AnyDb = Kysely<any>;

const GROUP = 'about';
const KEYS = ['intro_text', 'story_text', 'message_text'].flatMap((key) => [`${key}_en`, `${key}_ne`]);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const isHtml = (value: string) => /^<(?:[a-z][a-z0-9:]*[\s/>]|!)/i.test(value.trimStart());

/** Plain text as the HTML the About page showed it as: a paragraph per non-empty line. */
export function aboutHtmlOfPlainText(text: string): string {
  if (isHtml(text)) return text;
  return text
    .split(/\r?\n|\r/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

/** HTML back to plain text, a line per block (undoing the migration). */
export function aboutPlainTextOfHtml(html: string): string {
  if (!isHtml(html)) return html;
  return html
    .replace(/<\/(p|h[1-6]|li|tr|caption|table|blockquote)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\n+/g, '\n')
    .trim();
}

async function rewrite(db: AnyDb, change: (value: string) => string): Promise<void> {
  const row = await db
    .selectFrom('setting_group')
    .select('value')
    .where('name', '=', GROUP)
    .executeTakeFirst();
  // A fresh install has no row yet: the About page reads empty texts, which are the same in both forms.
  if (!row) return;
  const group = JSON.parse(row.value as string) as Record<string, unknown>;
  let changed = false;
  for (const key of KEYS) {
    const value = group[key];
    if (typeof value !== 'string' || !value) continue;
    const next = change(value);
    if (next !== value) {
      group[key] = next;
      changed = true;
    }
  }
  if (changed)
    await db
      .updateTable('setting_group')
      .set({ value: JSON.stringify(group) })
      .where('name', '=', GROUP)
      .execute();
}

export async function up(db: AnyDb): Promise<void> {
  await rewrite(db, aboutHtmlOfPlainText);
}

export async function down(db: AnyDb): Promise<void> {
  await rewrite(db, aboutPlainTextOfHtml);
}
