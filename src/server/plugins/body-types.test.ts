// Each endpoint accepts every body type its OpenAPI document names (public and staff documents): a body
// of that type is read, so a 400 names the documented fields, never the body as a whole; a type the
// document does not name is refused with 415.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { asStaff, createStaff, type TestStaff } from '../test-support/staff.ts';
import { multipart } from '../test-support/multipart.ts';

interface Operation {
  parameters: { name: string; in: string; schema: { enum?: string[] } }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

interface BodyEndpoint {
  method: string;
  path: string;
  types: string[];
  /** The documented fields; empty for a map of any keys (the settings groups, checked by each group's schema). */
  fields: string[];
  /** The path with its parameters filled: an allowed value of each (the first of an enum), else 1. */
  url: string;
}

function bodyEndpoints(doc: OpenApi): BodyEndpoint[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, op]) => {
      const content = op.requestBody?.content;
      if (!content) return [];
      const fields = Object.keys(Object.values(content)[0]?.schema.properties ?? {});
      const url = path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
        const parameter = op.parameters.find(
          (candidate) => candidate.in === 'path' && candidate.name === name,
        );
        return parameter?.schema.enum?.[0] ?? '1';
      });
      return [{ method: method.toUpperCase(), path, types: Object.keys(content), fields, url: `/api${url}` }];
    }),
  );
}

/** A small body of `type` with one documented field, empty (so nothing valid is ever written). */
async function bodyOf(
  type: string,
  field: string,
): Promise<{ payload: string | Buffer; contentType: string }> {
  if (type === 'application/json') return { payload: '{}', contentType: type };
  if (type === 'application/x-www-form-urlencoded') return { payload: `${field}=`, contentType: type };
  if (type === 'multipart/form-data') {
    const { payload, headers } = await multipart({ [field]: '' });
    return { payload, contentType: headers['content-type']! };
  }
  throw new Error(`no test body for ${type}`);
}

describe('documented body types', () => {
  let t: TestApp;
  let admin: TestStaff;
  let endpoints: BodyEndpoint[];
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createStaff(t, 'admin');
    const publicDoc = (await t.app.inject('/api/openapi.json')).json() as OpenApi;
    const staffDoc = (
      await asStaff(t, admin, { method: 'GET', url: '/api/admin/openapi.json' })
    ).json() as OpenApi;
    endpoints = [...bodyEndpoints(publicDoc), ...bodyEndpoints(staffDoc)];
  });
  afterAll(() => t.close());

  const send = (endpoint: BodyEndpoint, payload: string | Buffer, contentType: string) =>
    asStaff(t, admin, {
      method: endpoint.method as 'POST',
      url: endpoint.url,
      payload,
      headers: { 'content-type': contentType, origin: t.config.PUBLIC_URL },
    });

  it('documents the forms as forms and every other body as JSON', () => {
    const typesOf = (path: string) => endpoints.find((endpoint) => endpoint.path === path)?.types;
    expect(endpoints.length).toBeGreaterThan(15);
    expect(typesOf('/base/contact-us')).toEqual(['multipart/form-data', 'application/x-www-form-urlencoded']);
    expect(typesOf('/base/complaints/status')).toEqual(['application/json']);
    expect(typesOf('/admin/media')).toEqual(['multipart/form-data']);
    expect(typesOf('/admin/session')).toEqual(['application/json']);
  });

  it('reads each documented type at each endpoint: no 415, and a 400 names documented fields', async () => {
    const failures: string[] = [];
    for (const endpoint of endpoints) {
      for (const type of endpoint.types) {
        const { payload, contentType } = await bodyOf(type, endpoint.fields[0] ?? 'probe');
        const res = await send(endpoint, payload, contentType);
        const where = `${endpoint.method} ${endpoint.path} as ${type}: ${res.statusCode} ${res.body.slice(0, 200)}`;
        if (res.statusCode === 415 || res.statusCode >= 500) failures.push(where);
        if (res.statusCode === 400) {
          const errors = Object.keys((res.json() as { errors?: Record<string, string> }).errors ?? {});
          // `_` is the body as a whole: what a body of an unread type used to get.
          const named = errors.every(
            (key) =>
              key !== '_' && (endpoint.fields.length === 0 || endpoint.fields.includes(key.split('.')[0]!)),
          );
          if (!errors.length || !named) failures.push(where);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a type the document does not name with 415 (the multipart complaint status check)', async () => {
    const status = endpoints.find((endpoint) => endpoint.path === '/base/complaints/status')!;
    const { payload, contentType } = await bodyOf('multipart/form-data', 'reference');
    const res = await send(status, payload, contentType);
    expect(res.statusCode).toBe(415);
    for (const endpoint of endpoints) {
      const res = await send(endpoint, 'plain words', 'text/plain');
      // Access is checked first: a draft is kept only with its ticket (x-draft-ticket), which this has not.
      const expected = endpoint.path === '/admin/drafts' ? 401 : 415;
      expect(res.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(expected);
    }
  });
});
