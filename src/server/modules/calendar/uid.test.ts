import { describe, expect, it } from 'vitest';
import { occasionKey, occasionUids, slugify } from './uid.ts';

describe('stable iCalendar UIDs', () => {
  it('are the slug of the English title and the BS start date', () => {
    expect(
      occasionUids([{ title_en: 'Vijaya Dashami', title_ne: 'विजया दशमी', date: '2082/06/16' }]),
    ).toEqual(['vijaya-dashami-20820616@sampada']);
    expect(slugify("  Martyrs' Day (Shahid Diwas) ")).toBe('martyrs-day-shahid-diwas');
    expect(slugify('Śrī Pañcamī')).toBe('sri-pancami');
  });

  it('depend only on the content, never on row ids or order of other rows', () => {
    const a = { title_en: 'Bhai Tika', title_ne: 'भाइटीका', date: '2083/07/25' };
    const b = { title_en: 'Laxmi Puja', title_ne: 'लक्ष्मीपूजा', date: '2083/07/22' };
    expect(occasionUids([b, a])[1]).toBe(occasionUids([a])[0]);
    expect(occasionKey({ ...a })).toBe(occasionKey(a));
  });

  it('fall back to a hash of the Nepali title when there is no Latin text', () => {
    const [uid] = occasionUids([{ title_en: '', title_ne: 'घोडेजात्रा', date: '2083/12/23' }]);
    expect(uid).toMatch(/^ne-[0-9a-f]{8}-20831223@sampada$/);
    const [other] = occasionUids([{ title_en: '', title_ne: 'गाईजात्रा', date: '2083/12/23' }]);
    expect(other).not.toBe(uid);
  });

  it('stay unique when two occasions share a title and a day', () => {
    const same = { title_en: 'Jatra', title_ne: 'जात्रा', date: '2083/01/01' };
    expect(occasionUids([same, same, same])).toEqual([
      'jatra-20830101@sampada',
      'jatra-20830101-2@sampada',
      'jatra-20830101-3@sampada',
    ]);
  });
});
