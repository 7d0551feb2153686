// Answers leave the server through their response schema (plugins/zod.ts, ADR 013): a column a
// query adds never reaches the public, and an answer its schema refuses is a logged 500 in the
// error shape. The probe routes run on the real app and a real database row.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '#shared/contract/common.ts';
import { noticesPagedResponse } from '#shared/contract/notices.ts';
import { parseEnv } from '../env.ts';
import { buildApp } from '../app.ts';
import { createMigratedDatabase, type TestDatabase } from '../test-support/test-app.ts';
import { strictly } from '../test-support/strictly.ts';
import { registerZodCompilers, requireAnswerSchemas, type ZodTypeProvider } from './zod.ts';

describe('answers through their response schema', () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const logged: string[] = [];

  beforeAll(async () => {
    database = await createMigratedDatabase(true);
    app = await buildApp({
      config: parseEnv({ NODE_ENV: 'test', UPLOAD_DIR: '/nonexistent', LOG_LEVEL: 'error' }),
      db: database.db,
      logStream: { write: (line: string) => void logged.push(line) },
      website: async (root) => {
        const typed = root.withTypeProvider<ZodTypeProvider>();
        // The real first page of notices, as the API sends it, plus what a careless query could
        // add: a staff note on every notice and a column at the top level.
        const realPage = async () => noticesPagedResponse.parse((await root.inject('/api/notices')).json());
        typed.get('/probe/leak', { schema: { response: { 200: noticesPagedResponse } } }, async () => {
          const page = await realPage();
          return {
            ...page,
            data: page.data.map((notice) => ({
              ...notice,
              staff_note: 'call the tenant back',
              created_by: 7,
            })),
            query_plan: 'seq scan',
          };
        });
        typed.get('/probe/mismatch', { schema: { response: { 200: noticesPagedResponse } } }, async () => {
          const page = await realPage();
          const { title_en: _missing, ...notice } = page.data[0]!;
          return { ...page, data: [notice] } as never;
        });
      },
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('drops keys the schema does not name, at any depth', async () => {
    const res = await app.inject('/probe/leak');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/staff_note|created_by|call the tenant|query_plan/);
    const body = strictly(noticesPagedResponse).parse(res.json());
    expect(body.data[0]!.title_en).toBeTruthy();
  });

  it('answers an answer its schema refuses with a logged 500 in the error shape', async () => {
    const res = await app.inject('/probe/mismatch?lng=en');
    expect(res.statusCode).toBe(500);
    const body = strictly(errorResponse).parse(res.json());
    expect(body.status).toBe(500);
    expect(res.body).not.toMatch(/title_en|schema/);
    expect(logged.join('\n')).toMatch(/does not match its response schema/);
  });

  it('sends the real notices list with no key beyond the contract', async () => {
    const res = await app.inject('/api/notices?page=1');
    expect(strictly(noticesPagedResponse).safeParse(res.json()).success).toBe(true);
  });
});

describe('routes without an answer schema', () => {
  it('stop the server at start', () => {
    const api = Fastify();
    registerZodCompilers(api);
    requireAnswerSchemas(api);
    expect(() => api.get('/loose', async () => ({ anything: true }))).toThrow(/no zod response schema/);
  });

  it('are allowed when they say they answer something else', async () => {
    const api = Fastify();
    registerZodCompilers(api);
    requireAnswerSchemas(api);
    api.get('/feed', { config: { rawAnswer: true } }, async (_request, reply) =>
      reply.type('text/plain').send('ok'),
    );
    expect((await api.inject('/feed')).body).toBe('ok');
    await api.close();
  });
});
