// Keeps the database matrix honest (ADR 017): no server test file that touches SQL loses its run on
// PostgreSQL silently. A new one is either listed in DATABASE_MATRIX or named, with why, in
// ONCE_ALTHOUGH_SQL.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATABASE_MATRIX, ONCE_ALTHOUGH_SQL, whyOnEveryDatabase } from './database-matrix.ts';

const ROOT = resolve(import.meta.dirname, '..');

function serverTestFiles(folder = join(ROOT, 'src/server')): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return serverTestFiles(path);
    return entry.name.endsWith('.test.ts') ? [relative(ROOT, path)] : [];
  });
}

describe('the database matrix', () => {
  const files = serverTestFiles();

  it('holds every server test file that touches SQL, or says why it runs once', () => {
    const missing = files
      .map((file) => ({ file, why: whyOnEveryDatabase(file, ROOT) }))
      .filter(({ file, why }) => why && !DATABASE_MATRIX.includes(file) && !(file in ONCE_ALTHOUGH_SQL))
      .map(({ file, why }) => `${file}: ${why}`);
    expect(missing).toEqual([]);
  });

  it('names only files that exist, once each, never in both lists', () => {
    const named = [...DATABASE_MATRIX, ...Object.keys(ONCE_ALTHOUGH_SQL)];
    expect(named.filter((file) => !existsSync(join(ROOT, file)))).toEqual([]);
    expect(new Set(named).size).toBe(named.length);
  });

  it('finds SQL where there is some, and none where there is none', () => {
    // The rule itself, on files whose answer is known: a test running raw SQL, a route test beside a
    // repository with SQL, a test of code that never opens a database.
    expect(whyOnEveryDatabase('src/server/cache/content-triggers.test.ts', ROOT)).toMatch(/raw SQL/);
    expect(whyOnEveryDatabase('src/server/modules/kind-api/kind-api.test.ts', ROOT)).toMatch(/repo\.ts/);
    expect(whyOnEveryDatabase('src/server/http/routed-path.test.ts', ROOT)).toBeNull();
  });
});
