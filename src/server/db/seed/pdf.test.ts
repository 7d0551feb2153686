// The demo's documents carry the text a visitor reads in each language: Nepali in an embedded
// Devanagari font (shaped, ADR 012), then English, read back as a viewer's search or copy reads it.
import { describe, expect, it } from 'vitest';
import { pdfText } from '#server/test-support/pdf-text.ts';
import { plainTextOf } from '#shared/rich-text/plain-text.ts';
import { buildDemoContent } from './build.ts';

const NOW = new Date('2026-11-22T08:00:00Z');
const devanagariLetters = (text: string) => new Set(text.match(/[\u0900-\u097f]/g));
const squeeze = (text: string) => text.replace(/\s+/g, '');

describe('demo PDFs', () => {
  const content = buildDemoContent(NOW);

  it('give every notice with a PDF its Nepali text in an embedded Devanagari font, then its English', async () => {
    const notices = content.notices.filter((n) => n.file?.endsWith('.pdf'));
    expect(notices.length).toBeGreaterThan(20);
    for (const notice of notices) {
      const { fonts, text } = pdfText(await content.files.build(notice.file!));
      expect(
        fonts.some((font) => /\+Mukta-/.test(font)),
        notice.file!,
      ).toBe(true);
      const shown = devanagariLetters(text);
      for (const letter of devanagariLetters(`${notice.title_ne} ${notice.text_ne}`))
        expect(shown.has(letter), `${notice.file} lacks ${letter}`).toBe(true);
      // Nepali first: the document opens with the Nepali title.
      expect(text.search(/[\u0900-\u097f]/)).toBeLessThan(text.search(/[A-Za-z]/));
      expect(squeeze(text)).toContain(squeeze(notice.title_en));
      // The body is rich text (ADR 031); the document carries its words.
      expect(squeeze(text)).toContain(squeeze(plainTextOf(notice.text_en)));
    }
  });

  it('give laws, articles and vacancy papers their Nepali title too', async () => {
    const rows = [
      ...content.laws.slice(0, 5),
      ...content.articles.filter((a) => a.file).slice(0, 3),
      ...content.vacancyDocuments.filter((d) => d.file).slice(0, 6),
    ];
    for (const row of rows) {
      const { text } = pdfText(await content.files.build(row.file!));
      const shown = devanagariLetters(text);
      for (const letter of devanagariLetters(row.title_ne))
        expect(shown.has(letter), `${row.file} lacks ${letter}`).toBe(true);
      expect(squeeze(text)).toContain(squeeze(row.title_en));
    }
  });
});
