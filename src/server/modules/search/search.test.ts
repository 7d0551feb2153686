// The site search, on SQLite (FTS5 trigram), PGlite (plain LIKE) and PostgreSQL (pg_trgm): the same
// queries find the same items. Items written through the staff API are found at once, in both languages,
// by whole or part words, either digit script, either case and without accents; hidden ones never.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '#shared/contract/search.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { asStaff, createStaff, type TestStaff } from '#server/test-support/staff.ts';
import { strictly } from '#server/test-support/strictly.ts';
import { searchResponse } from '#shared/contract/search.ts';

let t: TestApp;
let editor: TestStaff;

const search = async (query: string, lang = 'en'): Promise<SearchResponse & { status: number }> => {
  const res = await t.app.inject({ url: `/api/search?${query}`, headers: { 'accept-language': lang } });
  if (res.statusCode !== 200) return { ...res.json(), status: res.statusCode };
  return { ...strictly(searchResponse).parse(res.json()), status: 200 };
};
const ids = (answer: SearchResponse, type = 'notice') =>
  answer.data.filter((result) => result.type === type).map((result) => result.id);

async function createNotice(fields: Record<string, unknown>) {
  const res = await asStaff(t, editor, {
    method: 'POST',
    url: '/api/admin/notices',
    payload: { text_en: '', text_ne: '', date: '2026-11-20', status: 'published', ...fields },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { id: number } }>().data.id;
}

let roof: number;

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t, 'editor');
  roof = await createNotice({
    title_en: 'Tender 2091 for the Kāshtamandap roof repair',
    title_ne: 'काष्ठमण्डपको छानो मर्मत सम्बन्धी बोलपत्र',
    text_en: 'Sealed bids are invited from registered builders.',
    text_ne: 'दर्ता भएका निर्माण व्यवसायीहरूबाट सिलबन्दी बोलपत्र आह्वान गरिन्छ। म्याद २०९१ पुस १५।',
  });
});
afterAll(() => t.close());

describe('site search', () => {
  it.each([
    ['a Nepali word', 'छानो'],
    ['part of a Devanagari word', 'काष्ठमण्ड'],
    ['two words in any order', 'बोलपत्र मर्मत'],
    ['Nepali digits for ASCII ones', '२०९१'],
    ['ASCII digits for Nepali ones (the Nepali text)', '2091 पुस'],
    ['English in any case', 'ROOF repair'],
    ['without the accent', 'kashtamandap'],
    ['with the accent', 'kāshtamandap'],
    ['a word of the text, not the title', 'sealed'],
  ])('finds a notice by %s', async (_, q) => {
    const answer = await search(`q=${encodeURIComponent(q)}`);
    expect(ids(answer)).toContain(roof);
  });

  it('finds a two-character word at the start or end of a word, on every database alike', async () => {
    const id = await createNotice({
      title_en: 'Chariot notice',
      title_ne: 'रथयात्राको सूचना',
      text_ne: 'मनोरथ पूरा होस्',
    });
    expect(ids(await search(`q=${encodeURIComponent('रथ')}`))).toContain(id);
    const other = await createNotice({ title_en: 'Arathi notice', title_ne: 'आरती', text_ne: 'अरथी' });
    // In the middle of a word a two-character word is not looked for: the index needs three.
    expect(ids(await search(`q=${encodeURIComponent('रथ')}&pageSize=100`))).not.toContain(other);
  });

  it('needs every word', async () => {
    expect(ids(await search(`q=${encodeURIComponent('छानो zzyzx')}`))).not.toContain(roof);
  });

  it('finds the demo content of every kind, and filters by kind with per-kind counts', async () => {
    const all = await search(`q=${encodeURIComponent('गुठी')}&pageSize=100`);
    expect(all.total_items).toBeGreaterThan(10);
    const types = all.types.map((entry) => entry.type);
    for (const type of ['notice', 'law', 'festival', 'branch']) expect(types).toContain(type);
    const laws = await search(`q=${encodeURIComponent('गुठी')}&type=law&pageSize=100`);
    expect(laws.data.every((result) => result.type === 'law')).toBe(true);
    expect(laws.total_items).toBe(all.types.find((entry) => entry.type === 'law')!.count);
  });

  it('ranks title matches first, then the newest', async () => {
    const answer = await search(`q=${encodeURIComponent('गुठी')}&pageSize=100`);
    const inTitle = answer.data.map((result) => `${result.title_en} ${result.title_ne}`.includes('गुठी'));
    const firstTextOnly = inTitle.indexOf(false);
    if (firstTextOnly >= 0) expect(inTitle.slice(firstTextOnly)).not.toContain(true);
  });

  it('pages like the lists', async () => {
    const first = await search(`q=${encodeURIComponent('गुठी')}&pageSize=3`);
    const second = await search(`q=${encodeURIComponent('गुठी')}&pageSize=3&page=2`);
    expect(first.data).toHaveLength(3);
    expect(first.total_pages).toBe(Math.ceil(first.total_items / 3));
    const key = (result: { type: string; id: number }) => `${result.type}:${result.id}`;
    expect(second.data.map(key).some((k) => first.data.map(key).includes(k))).toBe(false);
  });

  it('keeps the index in step with edits: a trashed or unpublished item is gone at once', async () => {
    const id = await createNotice({ title_en: 'Quokka census notice', title_ne: 'परीक्षण सूचना' });
    expect(ids(await search('q=quokka'))).toEqual([id]);
    await asStaff(t, editor, {
      method: 'PUT',
      url: `/api/admin/notices/${id}`,
      payload: {
        base_revision: 1,
        title_en: 'Wombat census notice',
        title_ne: 'परीक्षण सूचना',
        text_en: '',
        text_ne: '',
        date: '2026-11-20',
        status: 'published',
      },
    });
    expect(ids(await search('q=quokka&v=2'))).toEqual([]);
    expect(ids(await search('q=wombat'))).toEqual([id]);
    const trashed = await asStaff(t, editor, { method: 'DELETE', url: `/api/admin/notices/${id}` });
    expect(trashed.statusCode).toBe(200);
    expect(ids(await search('q=wombat&v=2'))).toEqual([]);
  });

  it('shows the text around the match', async () => {
    const answer = await search(`q=${encodeURIComponent('२०९१')}`);
    const result = answer.data.find((entry) => entry.id === roof && entry.type === 'notice')!;
    expect(result.text_ne).toContain('२०९१');
    expect(answer.terms).toEqual(['2091']);
  });

  it('answers an empty query with no results, and refuses a bad one in the visitor’s language', async () => {
    const empty = await search('q=');
    expect(empty.total_items).toBe(0);
    const bad = await search('q=x&type=secrets', 'ne');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad)).toContain('सूचीमा भएको');
  });
});
