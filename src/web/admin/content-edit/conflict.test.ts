import { describe, expect, it } from 'vitest';
import { specOf, type EditedItem } from '#shared/contract/admin/content-kinds.ts';
import { compareVersions, keepChosen } from './conflict.ts';

const spec = specOf('notices');
const base = { title_en: 'Water notice', text_en: 'Old text.', status: 'published', publish_at: null };

describe('comparing a refused save with the saved version', () => {
  it('keeps their text and my title when each changed one field (the lost-update case)', () => {
    const theirs = { ...base, text_en: 'New text.' };
    const mine = { ...base, title_en: 'Water notice (corrected)' };
    expect(compareVersions(spec, theirs, mine, base)).toEqual([
      {
        name: 'title_en',
        theirs: 'Water notice',
        mine: 'Water notice (corrected)',
        changedBy: 'you',
        keep: 'mine',
      },
      { name: 'text_en', theirs: 'New text.', mine: 'Old text.', changedBy: 'them', keep: 'theirs' },
    ]);
  });

  it('keeps mine where both changed a field, or when the starting version is unknown', () => {
    const theirs = { ...base, text_en: 'Their text.' };
    const mine = { ...base, text_en: 'My text.' };
    expect(compareVersions(spec, theirs, mine, base)[0]).toMatchObject({ changedBy: 'both', keep: 'mine' });
    expect(compareVersions(spec, theirs, { ...base }, null)[0]).toMatchObject({
      changedBy: 'both',
      keep: 'mine',
    });
  });

  it('does not count line ends, outer spaces or the spelling of a time as differences', () => {
    const theirs = { ...base, text_en: 'Line one\nline two', publish_at: '2026-11-20T04:15:00Z' };
    const mine = { ...base, text_en: 'Line one\r\nline two ', publish_at: '2026-11-20T04:15:00.000Z' };
    expect(compareVersions(spec, theirs, mine, base)).toEqual([]);
  });

  it('takes the fields marked theirs from the saved item', () => {
    const current = { ...base, text_en: 'New text.', revision: 2 } as unknown as EditedItem;
    const body = { ...base, title_en: 'Mine', text_en: 'Old text.' };
    expect(keepChosen(spec, body, { keep_text_en: 'theirs', keep_title_en: 'mine' }, current)).toEqual({
      ...body,
      text_en: 'New text.',
    });
  });
});
