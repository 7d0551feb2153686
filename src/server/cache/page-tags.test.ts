// A page is stored tagged with every table its in-process API reads read, whether each read was made or
// came from the response store (plugins/website.ts reads stored answers straight from it), so a write to
// any of those tables drops the page. Over real HTTP with the built website, as visitors get it.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListeningWebsiteApp, type ListeningWebsiteApp } from '../test-support/seeded-website-app.ts';
import { cacheKey } from './cache-rules.ts';

function get(origin: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a stored page', () => {
  let t: ListeningWebsiteApp;
  let origin: string;
  const tagsOf = (path: string) => {
    const answer = t.app.responseStore.get(cacheKey(path, {})!);
    return answer ? [...answer.tables].sort() : null;
  };

  beforeAll(async () => {
    t = await createListeningWebsiteApp();
    origin = t.origin;
  }, 240_000);
  afterAll(() => t?.close());

  it('carries the tables of its API reads, made or stored, and goes with a write to one', async () => {
    // The first render makes its API reads; the second (another query string: another page) finds
    // them stored.
    expect(await get(origin, '/notice')).toBe(200);
    expect(await get(origin, '/notice?again=1')).toBe(200);
    const made = tagsOf('/notice');
    expect(made).toContain('notice');
    expect(made).toContain('setting_group');
    expect(tagsOf('/notice?again=1')).toEqual(made);

    await t.db.updateTable('notice').set({ title_en: 'Changed' }).where('id', '=', 1).execute();
    expect(tagsOf('/notice')).toBeNull();
    expect(tagsOf('/notice?again=1')).toBeNull();
  }, 60_000);
});
