import { describe, expect, it } from 'vitest';
import { featuredOccurrence } from './occurrence.ts';

const span = (start_date: string, end_date = start_date) => ({ start_date, end_date });

describe('featuredOccurrence', () => {
  const festival = span('2026-09-18', '2026-09-25');

  it('is the festival itself while it is to come or under way', () => {
    expect(featuredOccurrence(festival, [], '2026-09-01')).toEqual({ status: 'upcoming', ...festival });
    expect(featuredOccurrence(festival, [], '2026-09-18')).toEqual({ status: 'ongoing', ...festival });
    expect(featuredOccurrence(festival, [], '2026-09-25')).toEqual({ status: 'ongoing', ...festival });
  });

  it('is the last date once over, and the next known one when an occasion gives it', () => {
    expect(featuredOccurrence(festival, [span('2025-09-06')], '2026-10-01')).toEqual({
      status: 'past',
      ...festival,
    });
    expect(featuredOccurrence(festival, [span('2027-09-08', '2027-09-15')], '2026-10-01')).toEqual({
      status: 'upcoming',
      ...span('2027-09-08', '2027-09-15'),
    });
    // An occasion after the festival's row that is over too is the last date.
    expect(featuredOccurrence(span('2025-03-27'), [span('2026-04-13')], '2026-10-01')).toEqual({
      status: 'past',
      ...span('2026-04-13'),
    });
  });

  it("does not take a day inside the festival's span for another date", () => {
    // Dashain's Vijaya Dashami falls inside the festival's fifteen days.
    expect(featuredOccurrence(festival, [span('2026-09-22')], '2026-09-23')).toEqual({
      status: 'ongoing',
      ...festival,
    });
    expect(featuredOccurrence(festival, [span('2026-09-22')], '2026-10-01')).toEqual({
      status: 'past',
      ...festival,
    });
  });
});
