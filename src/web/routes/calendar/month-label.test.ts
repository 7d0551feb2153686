import { describe, expect, it } from 'vitest';
import { adCellLabel, adSpanLabel, fullDayLabel, monthHeading } from './month-label.ts';

describe('month labels', () => {
  it('names the BS month with the AD months it spans', () => {
    // Mangsir 2083 runs from 17 November to 15 December 2026.
    expect(monthHeading(2083, 8, 'en')).toBe('Mangsir 2083 (Nov–Dec 2026)');
    expect(monthHeading(2083, 8, 'ne')).toBe('मंसिर २०८३ (नोभेम्बर–डिसेम्बर २०२६)');
  });

  it('shows both AD years when the month spans new year', () => {
    // Poush 2083 starts mid December 2026 and ends mid January 2027.
    expect(adSpanLabel(2083, 9, 'en')).toBe('Dec 2026–Jan 2027');
  });

  it('labels cells and days', () => {
    expect(adCellLabel('2026-11-22', 'en')).toEqual({ day: '22', month: 'Nov' });
    expect(adCellLabel('2026-11-22', 'ne')).toEqual({ day: '२२', month: 'नोभेम्बर' });
    expect(fullDayLabel({ year: 2083, month: 8, day: 6 }, 0, '2026-11-22', 'en')).toBe(
      '6 Mangsir 2083, Sunday (22 November 2026)',
    );
    expect(fullDayLabel({ year: 2083, month: 8, day: 6 }, 0, '2026-11-22', 'ne')).toBe(
      '६ मंसिर २०८३, आइतबार (२२ नोभेम्बर २०२६)',
    );
  });
});
