// Rich text bodies through the staff API (ADR 031): every write is sanitised, so a stored XSS attempt
// reaches no public answer, feed or search result; a table is kept; plain text posted without the
// editor is stored as paragraphs; search and feeds read a body's words, not its markup.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { asStaff, createStaff, type TestStaff } from '#server/test-support/staff.ts';

let t: TestApp;
let editor: TestStaff;

const ATTACK =
  '<p>Rich QX7 body<script>alert("s1")</script><img src=x onerror="alert(2)"></p>' +
  '<p onmouseover="alert(3)"><a href="javascript:alert(4)">js</a> <a href="&#x6A;avascript&#x3A;alert(5)">enc</a> ' +
  '<a href="java&#x09;script:alert(6)">tab</a> <a href="data:text/html;base64,PHNjcmlwdD4=">data</a></p>' +
  '<svg onload="alert(7)"><script>alert(8)</script></svg><style>p{background:url(javascript:alert(9))}</style>' +
  '<p style="background:url(javascript:alert(10))">styled</p><iframe src="https://evil.example"></iframe>' +
  '<object data="x.swf"></object>';
const TABLE =
  '<h2>Exam schedule</h2><ul><li><p>Bring your admit card</p></li></ul>' +
  '<table><tbody><tr><th><p>Date</p></th><th><p>Subject</p></th></tr>' +
  '<tr><td><p>2083-01-05</p></td><td><p>Sanskrit QX7</p></td></tr></tbody></table>';

/** Nothing a browser or feed reader would run or load, as markup or as escaped markup. */
function expectInert(text: string) {
  expect(text).not.toMatch(/<script|<svg|<iframe|<object|<style|<img|&lt;script|&lt;svg|&lt;img/i);
  expect(text).not.toMatch(/\son(error|load|mouseover)\s*=|javascript:|data:text|alert\(/i);
}

async function createNotice(fields: Record<string, unknown>) {
  const response = await asStaff(t, editor, {
    method: 'POST',
    url: '/api/admin/notices',
    payload: {
      title_en: 'Rich QX7 notice',
      title_ne: 'समृद्ध सूचना',
      text_en: '',
      text_ne: '',
      date: '2026-11-20',
      status: 'published',
      ...fields,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; text_en: string; text_ne: string };
}

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t, 'editor');
});
afterAll(() => t.close());

describe('rich text bodies', () => {
  it('keep no script, handler, unsafe link, SVG, style or embed in any answer, feed or search result', async () => {
    const notice = await createNotice({ text_en: ATTACK + TABLE, text_ne: ATTACK });
    expectInert(notice.text_en);
    expectInert(notice.text_ne);
    expect(notice.text_en).toContain('<table>');

    const read = async (url: string) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      return response.body;
    };
    const item = await read(`/api/notices/${notice.id}`);
    expectInert(item);
    expect(item).toContain('Sanskrit QX7');

    for (const lang of ['en', 'ne'] as const) {
      for (const format of ['rss', 'atom'] as const) {
        const feed = await read(`/feeds/${lang}/notices.${format}`);
        expectInert(feed);
        if (lang === 'en') expect(feed).toContain('Rich QX7 body');
      }
    }

    const search = JSON.parse(await read('/api/search?q=QX7')) as { data: { text_en: string }[] };
    expect(search.data.length).toBeGreaterThan(0);
    for (const result of search.data) {
      expectInert(result.text_en);
      // The body's words, not its markup.
      expect(result.text_en).not.toMatch(/<\/?(p|h2|table|td|a)\b/);
    }
    expect(JSON.stringify(search.data)).toContain('Rich QX7 body');
  });

  it('sanitises festivals’ descriptions and articles’ texts too, on create and on save', async () => {
    const festival = await asStaff(t, editor, {
      method: 'POST',
      url: '/api/admin/festivals',
      payload: {
        title_en: 'Rich festival',
        title_ne: 'पर्व',
        description_en: ATTACK,
        start_date: '2026-10-01',
        end_date: '2026-10-02',
        status: 'published',
      },
    });
    expect(festival.statusCode, festival.body).toBe(201);
    expectInert(festival.json().data.description_en);

    const article = await asStaff(t, editor, {
      method: 'POST',
      url: '/api/admin/articles',
      payload: { title_en: 'Rich article', text_en: '<p>fine</p>', date: '2026-11-20', status: 'draft' },
    });
    expect(article.statusCode, article.body).toBe(201);
    const { id, revision } = article.json().data as { id: number; revision: number };
    const saved = await asStaff(t, editor, {
      method: 'PUT',
      url: `/api/admin/articles/${id}`,
      payload: {
        title_en: 'Rich article',
        text_en: ATTACK,
        date: '2026-11-20',
        status: 'draft',
        base_revision: revision,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expectInert(saved.json().data.text_en);
    // The revision kept is the sanitised body too (a restore brings back nothing unsafe).
    const history = await asStaff(t, editor, { method: 'GET', url: `/api/admin/articles/${id}/revisions` });
    expectInert(history.body);
  });

  it('keeps a table, and stores plain text posted without the editor as a paragraph per line', async () => {
    const withTable = await createNotice({ text_en: TABLE });
    expect(withTable.text_en).toBe(TABLE);
    const plain = await createNotice({ text_en: 'First line\r\nSecond **line** <b>x</b>', text_ne: 'पहिलो' });
    expect(plain.text_en).toBe('<p>First line</p><p>Second **line** &lt;b&gt;x&lt;/b&gt;</p>');
    expect(plain.text_ne).toBe('<p>पहिलो</p>');
  });
});
