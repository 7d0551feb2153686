// better-auth's tables come through the project's migrations (005): after them, the library must find
// nothing to create or add, on every database.
import { getMigrations } from 'better-auth/db/migration';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

it('leaves better-auth nothing to create after the project migrations', async () => {
  const { toBeCreated, toBeAdded } = await getMigrations(t.app.auth.options);
  expect(toBeCreated.map((table) => table.table)).toEqual([]);
  expect(toBeAdded.map((table) => [table.table, Object.keys(table.fields)])).toEqual([]);
});
