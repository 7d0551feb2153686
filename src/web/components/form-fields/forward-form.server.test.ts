import { describe, expect, test } from 'vitest';
import type { FormResult } from './form-result.ts';
import { forwardForm } from './forward-form.server.ts';
import { createLoadContext, type ApiAnswer, type InProcessRequest } from '#web/lib/api/request-context.ts';

/** A context whose in-process API records the request and answers `reply`. */
function contextAnswering(reply: ApiAnswer) {
  const calls: InProcessRequest[] = [];
  const context = createLoadContext({
    publicUrl: 'http://localhost:3000',
    callApi: async (request) => {
      calls.push(request);
      return reply;
    },
  });
  return { context, calls };
}

function formPost(form: FormData, headers: Record<string, string> = {}): Request {
  return new Request('http://site.test/complaint', { method: 'POST', body: form, headers });
}

async function run(reply: ApiAnswer, form: FormData, headers?: Record<string, string>) {
  const { context, calls } = contextAnswering(reply);
  const answer = await forwardForm({
    context,
    request: formPost(form, headers),
    apiPath: '/api/base/complaints',
    maxBodyBytes: 1024 * 1024,
    fileField: 'file',
    privateFields: ['website'],
  });
  return { result: answer.data as FormResult, init: answer.init, calls };
}

describe('forwardForm', () => {
  test('re-sends the form as multipart bytes and answers the stored id', async () => {
    const form = new FormData();
    form.set('name', 'Sita');
    form.set('lng', 'en');
    form.set('file', new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' }));
    const { result, init, calls } = await run(
      { status: 201, headers: {}, body: JSON.stringify({ status: 201, message: 'Sent', id: 7 }) },
      form,
    );
    expect(result).toEqual({ ok: true, status: 201, message: 'Sent', errors: {}, values: {}, id: 7 });
    expect(init?.status).toBe(201);
    expect(calls).toHaveLength(1);
    const sent = calls[0]!;
    expect(sent.path).toBe('/api/base/complaints');
    expect(sent.headers?.['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const text = new TextDecoder().decode(sent.body as Uint8Array);
    expect(text).toContain('name="name"\r\n\r\nSita');
    expect(text).toContain('filename="a.pdf"');
    expect(text).toContain('name="lng"\r\n\r\nen');
  });

  test('a refused form comes back with the field errors and its text values, never the honeypot', async () => {
    const form = new FormData();
    form.set('name', 'Sita');
    form.set('website', 'spam');
    form.set('file', new File([], ''));
    const { result, calls } = await run(
      {
        status: 400,
        headers: {},
        body: JSON.stringify({
          status: 400,
          message: 'Fix',
          errors: { title: 'Title must be at least 5 characters' },
        }),
      },
      form,
    );
    expect(result).toEqual({
      ok: false,
      status: 400,
      message: 'Fix',
      errors: { title: 'Title must be at least 5 characters' },
      values: { name: 'Sita' },
    });
    // No file chosen: no empty file part is forwarded.
    expect(new TextDecoder().decode(calls[0]!.body as Uint8Array)).not.toContain('name="file"');
  });

  test("429 keeps the server's message and its Retry-After", async () => {
    const { result, init } = await run(
      {
        status: 429,
        headers: { 'retry-after': '120' },
        body: JSON.stringify({ status: 429, message: 'Too many requests. Please try again later.' }),
      },
      new FormData(),
    );
    expect(result.status).toBe(429);
    expect(result.message).toBe('Too many requests. Please try again later.');
    expect(new Headers(init?.headers).get('retry-after')).toBe('120');
  });

  test('a body far over the limit is refused unread, in the visitor language', async () => {
    const { result, calls } = await run({ status: 201, headers: {}, body: '{}' }, new FormData(), {
      'content-length': String(50 * 1024 * 1024),
      cookie: 'lng=en',
    });
    expect(calls).toHaveLength(0);
    expect(result.status).toBe(413);
    expect(result.errors).toEqual({ file: 'File size must be less than 5MB' });
  });
});
