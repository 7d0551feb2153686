// Spellings of staff addresses for the fuzz test of issue 23 (http/staff-spellings.test.ts): the ways
// the router still reads a request target as the same path, the staff pages of the website's route
// table, real values for path parameters, and the claims a cross-site request makes about its source.
import fc from 'fast-check';
// The website's route table as data (paths only, no website code runs): the one list of staff pages, so
// a new one is fuzzed too. The server itself never imports the website.
// eslint-disable-next-line import-x/no-restricted-paths -- a test helper reading the route table, see above
import routeTable from '#web/routes.ts';

export interface Endpoint {
  method: string;
  path: string;
}

/** Every page path under /admin in the route table (src/web/routes.ts), parameters as `:name`. */
export function adminPagePaths(): string[] {
  type Entry = { path?: string; children?: Entry[] };
  const paths: string[] = [];
  const walk = (entries: Entry[], parent: string) => {
    for (const entry of entries) {
      const path = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, '/') : parent;
      if (entry.path !== undefined || !entry.children) paths.push(path || '/');
      if (entry.children) walk(entry.children, path);
    }
  };
  walk(routeTable as Entry[], '');
  return [...new Set(paths)].filter((path) => path === '/admin' || path.startsWith('/admin/'));
}

/**
 * A real target for each parameter: the user paths name an existing account, so a write that got
 * through would act (the audit's password link for another account).
 */
export function fill(path: string, userId: string): string {
  return path
    .replace(/\/users\/(\{id\}|:id)/, `/users/${userId}`)
    .replace(/\{kind\}|:kind/g, 'complaint')
    .replace(/\{group\}|:group\??/g, 'contact')
    .replace(/\{\w+\}|:\w+\??/g, '1');
}

/** Ways the router still reads a target as the same path; each applied at a position chosen by the fuzzer. */
export type Change =
  | { kind: 'double-slash'; at: number; count: number }
  | { kind: 'escape'; at: number; upper: boolean }
  | { kind: 'escape-slash'; at: number }
  | { kind: 'trailing-slash' }
  | { kind: 'prefix-case'; at: number };

export const change: fc.Arbitrary<Change> = fc.oneof(
  fc.record({
    kind: fc.constant('double-slash' as const),
    at: fc.nat(),
    count: fc.integer({ min: 2, max: 4 }),
  }),
  fc.record({ kind: fc.constant('escape' as const), at: fc.nat(), upper: fc.boolean() }),
  fc.record({ kind: fc.constant('escape-slash' as const), at: fc.nat() }),
  fc.constant({ kind: 'trailing-slash' as const }),
  fc.record({ kind: fc.constant('prefix-case' as const), at: fc.nat() }),
);

/** The path as tokens: a character, an escape or a run of slashes, so changes never break an escape. */
export function respell(path: string, changes: Change[]): string {
  const tokens = [...path];
  const prefixLength = path.startsWith('/api/admin') ? '/api/admin'.length : '/admin'.length;
  const where = (test: (token: string, index: number) => boolean) =>
    tokens.flatMap((token, index) => (test(token, index) ? [index] : []));
  for (const step of changes) {
    if (step.kind === 'trailing-slash') {
      tokens.push('/');
      continue;
    }
    const candidates =
      step.kind === 'double-slash' || step.kind === 'escape-slash'
        ? where((token, index) => token === '/' && index > 0)
        : step.kind === 'escape'
          ? where((token) => /^[A-Za-z0-9\-._~]$/.test(token))
          : where((token, index) => index < prefixLength && /^[a-z]$/.test(token));
    if (candidates.length === 0) continue;
    const index = candidates[step.at % candidates.length]!;
    const token = tokens[index]!;
    if (step.kind === 'double-slash') tokens[index] = '/'.repeat(step.count);
    if (step.kind === 'escape-slash') tokens[index] = '%2F';
    if (step.kind === 'prefix-case') tokens[index] = token.toUpperCase();
    if (step.kind === 'escape') {
      const hex = token.charCodeAt(0).toString(16).padStart(2, '0');
      tokens[index] = `%${step.upper ? hex.toUpperCase() : hex}`;
    }
  }
  return tokens.join('');
}

/** A cross-site request's claim of where it comes from: another site, another port of this one, none. */
export function foreignSources(publicUrl: string): fc.Arbitrary<Record<string, string>> {
  const own = new URL(publicUrl);
  return fc.constantFrom<Record<string, string>>(
    { origin: 'https://evil.example' },
    { origin: `${own.protocol}//${own.hostname}:1` },
    { origin: `${own.origin}.evil.example` },
    { origin: 'null' },
    { referer: 'https://evil.example/page' },
    {},
  );
}
