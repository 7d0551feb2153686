// The staff endpoint table (shared/contract/admin/endpoints.ts), through which every staff screen calls
// the API, names only operations the server has: each entry's method and path is in the staff OpenAPI
// document, with a body exactly where the operation reads one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints, type AdminCall } from '#shared/contract/admin/endpoints.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { asStaff, createStaff } from '../test-support/staff.ts';

type Operations = Record<string, Record<string, { requestBody?: unknown }>>;

/** Arguments for any entry: a content kind (or a list's query), then ids; the paths' patterns match any. */
const SAMPLE_ARGUMENTS = ['notices', 1, 2];

describe('staff endpoint table', () => {
  let t: TestApp;
  let paths: Operations;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    const admin = await createStaff(t, 'admin');
    paths = (await asStaff(t, admin, { method: 'GET', url: '/api/admin/openapi.json' })).json().paths;
  });
  afterAll(() => t.close());

  const operationOf = (call: AdminCall<unknown, unknown>) => {
    const path = call.path.split('?')[0]!;
    // Several patterns may match (`/admin/notices/preview` and `/admin/notices/{id}`): the one with the method.
    const documented = Object.keys(paths).filter((pattern) =>
      new RegExp(`^${pattern.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path),
    );
    return documented.map((pattern) => paths[pattern]![call.method.toLowerCase()]).find(Boolean);
  };

  it.each(Object.entries(adminEndpoints))('%s is an operation of the staff API', (_name, entry) => {
    const call = (entry as (...args: unknown[]) => AdminCall<unknown, unknown>)(...SAMPLE_ARGUMENTS);
    expect(operationOf(call), `${call.method} ${call.path}`).toBeDefined();
  });

  it('sends a body only where the operation reads one', () => {
    const withBody = ['signIn', 'createUser', 'updateUser', 'caseStatus', 'uploadMedia', 'keepDraft'];
    for (const name of withBody) {
      const call = (
        adminEndpoints[name as keyof typeof adminEndpoints] as (
          ...args: unknown[]
        ) => AdminCall<unknown, unknown>
      )(...SAMPLE_ARGUMENTS);
      expect(operationOf(call)?.requestBody, name).toBeDefined();
    }
    for (const name of ['signOut', 'passwordLink', 'trashMedia', 'restoreRevision']) {
      const call = (
        adminEndpoints[name as keyof typeof adminEndpoints] as (
          ...args: unknown[]
        ) => AdminCall<unknown, unknown>
      )(...SAMPLE_ARGUMENTS);
      expect(operationOf(call)?.requestBody, name).toBeUndefined();
    }
  });
});
