// The "no English text" warning (issue 25): it fires only when the title is missing in a language, and
// names the fields to fill in; optional texts left empty beside a filled title are not a missing language.
import { describe, expect, it } from 'vitest';
import { missingFieldsOf, missingOf, specOf } from './content-kinds.ts';

const festivals = specOf('festivals');
const festival = (fields: Record<string, string>) => ({
  title_en: '',
  title_ne: '',
  subtitle_en: '',
  subtitle_ne: '',
  location_en: '',
  location_ne: '',
  description_en: '',
  description_ne: '',
  ...fields,
});

describe('the missing-language warning', () => {
  it('does not fire for empty optional English fields when both titles are filled', () => {
    const item = festival({
      title_en: 'Indra Jatra',
      title_ne: 'इन्द्रजात्रा',
      subtitle_ne: 'आठ दिनको जात्रा',
      location_ne: 'हनुमानढोका',
      description_ne: 'लामो विवरण',
    });
    expect(missingOf(festivals, item)).toEqual([]);
    expect(missingFieldsOf(festivals, item, 'en')).toEqual([]);
  });

  it('fires when a title is missing and names every field to fill in that language, title first', () => {
    const item = festival({
      title_ne: 'इन्द्रजात्रा',
      location_ne: 'हनुमानढोका',
      description_ne: 'लामो विवरण',
      subtitle_en: 'Eight days',
    });
    expect(missingOf(festivals, item)).toEqual(['en']);
    expect(missingFieldsOf(festivals, item, 'en')).toEqual(['title', 'location', 'description']);
    expect(missingFieldsOf(festivals, item, 'ne')).toEqual([]);
  });

  it('names the Nepali fields when the Nepali title is missing', () => {
    const item = festival({ title_en: 'Indra Jatra', description_en: 'Masked dances', description_ne: ' ' });
    expect(missingOf(festivals, item)).toEqual(['ne']);
    expect(missingFieldsOf(festivals, item, 'ne')).toEqual(['title', 'description']);
  });
});
