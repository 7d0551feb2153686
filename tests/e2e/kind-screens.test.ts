// The list and item pages of every kind routed from its description (`public.screens`, ADR 028), read
// from the descriptions, so a new kind is tested without an entry here: an item written with plain SQL
// (its table's trigger tells the response cache, ADR 024) shows on the kind's list page in both
// languages, links to its own page, and both pages pass axe.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connectDatabase } from '#server/db/connect.ts';
import { contentKinds, kindSpecs, type KindSpec } from '#shared/kinds/descriptions.ts';
import { SCREEN_KINDS } from '#shared/kinds/derived.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectNoProblems, openPage, setUpBrowser } from './support/browser.ts';
import { POLL } from './support/api.ts';
import { testServer } from './support/test-server.ts';

setUpBrowser();

let handle: Awaited<ReturnType<typeof connectDatabase>>;
beforeAll(async () => {
  handle = await connectDatabase(testServer().databaseUrl);
});
afterAll(() => handle?.db.destroy());

/** A file the demo seed wrote, as another kind's field of the same name holds it (`file`, `image`). */
async function demoAddress(table: string, name: string): Promise<string> {
  for (const other of contentKinds.map((kind) => kindSpecs[kind] as KindSpec)) {
    if (other.table === table || !other.fields.some((f) => f.name === name && f.type === 'address')) continue;
    const found = await sql<{
      address: string;
    }>`select ${sql.ref(name)} as address from ${sql.table(other.table)}
      where ${sql.ref(name)} like '/uploads/%' limit 1`.execute(handle.db);
    if (found.rows[0]) return found.rows[0].address;
  }
  throw new Error(`no demo file for a field named ${name}`);
}

/** A published row of the kind, every field filled as its type asks; its texts carry `marker`. */
async function insertPublished(spec: KindSpec, marker: string): Promise<number> {
  const today = new Date().toISOString().slice(0, 10);
  const row: Record<string, unknown> = { status: 'published', ...spec.fixed };
  if (spec.createdAt) row.created_at = new Date().toISOString();
  for (const field of spec.fields) {
    if (field.itemDay) continue;
    if (field.bilingual) {
      row[`${field.name}_en`] = `${marker} ${field.name}`;
      row[`${field.name}_ne`] = `${marker} नेपाली ${field.name}`;
    } else if (field.type === 'flag' || field.type === 'number') row[field.name] = 0;
    else if (field.type === 'day') row[field.name] = today;
    else if (field.type === 'ref') {
      const first = await sql<{ id: number }>`select min(id) as id from ${sql.table(field.ref!)}`.execute(
        handle.db,
      );
      row[field.name] = field.required ? first.rows[0]!.id : null;
    } else if (field.required) row[field.name] = await demoAddress(spec.table, field.name);
    else row[field.name] = null;
  }
  const columns = Object.keys(row);
  const inserted = await sql<{ id: number }>`insert into ${sql.table(spec.table)}
    (${sql.join(columns.map((column) => sql.ref(column)))})
    values (${sql.join(columns.map((column) => row[column]))}) returning id`.execute(handle.db);
  return inserted.rows[0]!.id;
}

describe.each(SCREEN_KINDS)('$kind: its own list and item pages', ({ kind, list, item }) => {
  const spec = kindSpecs[kind] as KindSpec;
  const marker = `screens${Date.now()}`;
  let id = 0;
  beforeAll(async () => {
    id = await insertPublished(spec, marker);
  });

  for (const lang of ['ne', 'en'] as const) {
    test(`the list shows a published item in ${lang} and leads to its page`, async () => {
      const title = lang === 'ne' ? `${marker} नेपाली ${spec.admin.title}` : `${marker} ${spec.admin.title}`;
      const opened = await openPage(list, { lang });
      const { page } = opened;
      const link = page.locator(`main a[href="${item(id)}"]`).filter({ hasText: title });
      // The trigger's bump reaches the server's cache within a poll.
      await expect.poll(async () => (await page.reload(), await link.count()), POLL).toBeGreaterThan(0);
      await expectNoAxeViolations(page);
      await link.first().click();
      await page.waitForURL((url) => url.pathname === item(id));
      expect(await page.locator('main h1').first().textContent()).toBe(title);
      await expectNoAxeViolations(page);
      expectNoProblems(opened);
    });
  }
});

if (SCREEN_KINDS.length === 0) test.skip('no kind has screens of its own yet', () => {});
