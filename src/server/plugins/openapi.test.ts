// The OpenAPI document describes the error answers and the language choice, not only the 2xx ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { asStaff, createStaff } from '../test-support/staff.ts';

type Operation = {
  parameters: { name: string; in: string }[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};

describe('OpenAPI document', () => {
  let t: TestApp;
  let doc: {
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, { properties: Record<string, unknown>; required: string[] }> };
  };
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    doc = (await t.app.inject('/api/openapi.json')).json();
  });
  afterAll(() => t.close());

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method, op })),
    );
  const statuses = (path: string, method = 'get') => Object.keys(doc.paths[path]![method]!.responses).sort();
  const errorRef = { $ref: '#/components/schemas/Error' };

  it('defines the one error shape', () => {
    const error = doc.components.schemas.Error!;
    expect(Object.keys(error.properties).sort()).toEqual(['errors', 'message', 'status']);
    expect(error.required.sort()).toEqual(['message', 'status']);
  });

  it('gives every operation the lng parameter, Accept-Language, and the 429, 500 and 503 answers', () => {
    expect(operations().length).toBeGreaterThan(30);
    for (const { path, method, op } of operations()) {
      const where = `${method} ${path}`;
      expect(
        op.parameters.map((p) => `${p.in}:${p.name}`),
        where,
      ).toEqual(expect.arrayContaining(['query:lng', 'header:Accept-Language']));
      expect(op.responses['429']?.content?.['application/json']?.schema, where).toEqual(errorRef);
      expect(op.responses['500']?.content?.['application/json']?.schema, where).toEqual(errorRef);
      expect(op.responses['503'], where).toBeDefined();
    }
  });

  it('documents 400 where a route reads input, 404 where an id can be unknown, 413/415 for forms', () => {
    expect(statuses('/base/services')).toEqual(['200', '429', '500', '503']);
    expect(statuses('/laws')).toEqual(['200', '400', '429', '500', '503']);
    expect(statuses('/notices/list-notices-by-branch/{branchId}')).toEqual([
      '200',
      '400',
      '429',
      '500',
      '503',
    ]);
    for (const path of ['/branch/branches/{id}', '/events/festivals/{id}', '/base/departments/{id}/team']) {
      expect(statuses(path), path).toEqual(['200', '400', '404', '429', '500', '503']);
      expect(doc.paths[path]!.get!.responses['404']!.content!['application/json']!.schema).toEqual(errorRef);
    }
    for (const path of ['/base/contact-us', '/base/complaints']) {
      expect(statuses(path, 'post'), path).toEqual(['201', '400', '413', '415', '429', '500', '503']);
    }
  });

  it('answers the documented 404 in the error shape', async () => {
    const res = await t.app.inject('/api/events/festivals/123456');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, message: expect.any(String) });
  });

  it('lists each parameter of an operation once', () => {
    for (const { path, method, op } of operations()) {
      const keys = op.parameters.map((parameter) => `${parameter.in}:${parameter.name}`);
      expect(new Set(keys).size, `${method} ${path}: ${keys.join(', ')}`).toBe(keys.length);
    }
    const calendar = doc.paths['/events/calendar.ics']!.get!.parameters;
    expect(calendar.filter((parameter) => parameter.name === 'lng')).toHaveLength(1);
  });

  it("keeps a route's own description of an error status (/health's 503 body)", () => {
    const health = doc.paths['/health']!.get!.responses['503']!.content!['application/json']!.schema;
    expect(health).not.toEqual(errorRef);
  });

  it('lists no staff endpoint in the public document', () => {
    const paths = Object.keys(doc.paths);
    expect(paths).toContain('/health');
    expect(paths.filter((path) => path.startsWith('/admin'))).toEqual([]);
    expect(JSON.stringify(doc)).not.toContain('/admin');
  });

  it('serves the staff endpoints in their own document, to signed-in staff only', async () => {
    const signedOut = await t.app.inject('/api/admin/openapi.json');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.body).not.toContain('/admin/users');
    const stranger = await t.app.inject({ url: '/api/admin/openapi.json', headers: { cookie: 'x=1' } });
    expect(stranger.statusCode).toBe(401);

    const officer = await createStaff(t, 'case_officer');
    const res = await asStaff(t, officer, { method: 'GET', url: '/api/admin/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const staffDoc = res.json() as { paths: Record<string, Record<string, Operation>> };
    const paths = Object.keys(staffDoc.paths);
    expect(paths.length).toBeGreaterThan(40);
    expect(paths.every((path) => path.startsWith('/admin/'))).toBe(true);
    expect(staffDoc.paths['/admin/users/{id}/password-link']?.post).toBeDefined();
    // Every route is in exactly one of the two documents.
    expect(paths.filter((path) => path in doc.paths)).toEqual([]);
  });
});
