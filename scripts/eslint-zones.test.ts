// The layering rules of eslint.config.js (issue 28): each crossing below makes `npm run lint` fail.
// ESLint lints a line of source as if it were a file in the named folder; the imported files are real.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The zone messages ESLint reports for one import written in `filePath`. */
async function zoneErrors(filePath: string, importPath: string): Promise<string[]> {
  const code = `import * as imported from '${importPath}';\nexport const used = imported;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('layer zones', () => {
  // ESLint reads its configuration and loads its plugins on the first lint (seconds on a busy machine):
  // done once here, so no case's time includes it (the first case timed out under load).
  beforeAll(() => zoneErrors('src/server/new-file.ts', 'node:path'), 60_000);

  it.each([
    ['http/ never imports plugins/', 'src/server/http/new-file.ts', '../plugins/errors.ts'],
    [
      'a migration never imports today’s queries',
      'src/server/db/migrations/099-new.ts',
      '../search-index.ts',
    ],
    ['a migration never imports db helpers', 'src/server/db/migrations/099-new.ts', '../dialect-helpers.ts'],
    [
      'a migration never imports shared code',
      'src/server/db/migrations/099-new.ts',
      '../../../shared/search.ts',
    ],
    [
      'a module never imports a migration',
      'src/server/modules/search/new-file.ts',
      '../../db/migrations/011-search.ts',
    ],
    ['db/ never imports a migration', 'src/server/db/new-file.ts', './migrations/006-publishing.ts'],
    [
      'the cache never imports a migration',
      'src/server/cache/content-versions.ts',
      '../db/migrations/007-publishing-everywhere.ts',
    ],
    [
      'a script never imports a migration',
      'scripts/new-file.ts',
      '../src/server/db/migrations/011-search.ts',
    ],
    ['a staff screen never imports another', 'src/web/admin/users/new-file.tsx', '../layout/route.tsx'],
    ['nor the sign-in screen', 'src/web/admin/sign-in-code/new-file.tsx', '../sign-in/route.tsx'],
    ['admin/lib never imports a staff screen', 'src/web/admin/lib/new-file.ts', '../cases/route.tsx'],
    [
      'admin/components never import a staff screen',
      'src/web/admin/components/new-file.tsx',
      '../layout/route.tsx',
    ],
  ])('%s', async (_name, filePath, importPath) => {
    expect(await zoneErrors(filePath, importPath)).toHaveLength(1);
  });

  it.each([
    ['plugins/ may use http/', 'src/server/plugins/new-file.ts', '../http/http-error.ts'],
    [
      'a migration may use another and its frozen helper',
      'src/server/db/migrations/099-new.ts',
      './dialect.ts',
    ],
    [
      'a migration may convert dates',
      'src/server/db/migrations/099-new.ts',
      '../../../shared/calendar/index.ts',
    ],
    ['the migrator reads the migrations’ list', 'src/server/db/new-file.ts', './migrations/index.ts'],
    ['a staff screen uses admin/lib', 'src/web/admin/users/new-file.tsx', '../lib/use-me.ts'],
  ])('allowed: %s', async (_name, filePath, importPath) => {
    expect(await zoneErrors(filePath, importPath)).toEqual([]);
  });
});
