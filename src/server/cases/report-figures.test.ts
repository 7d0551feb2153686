// The counting shared by the staff reports and the public record: percentiles as PostgreSQL's
// percentile_cont computes them, months in both calendars (Nepal time), and the suppression under 5.
import { describe, expect, it } from 'vitest';
import { durationFigures, monthOf, percentile, publishedCount, publishedMedian } from './report-figures.ts';

describe('report figures', () => {
  it('interpolates percentiles between the closest ranks, whatever the order', () => {
    expect(percentile([], 0.5)).toBeNull();
    expect(percentile([4], 0.9)).toBe(4);
    expect(percentile([3, 1, 2], 0.5)).toBe(2);
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(2.5);
    // rank 0.9 * 9 = 8.1: 9 + 0.1 * (10 - 9)
    expect(percentile([10, 9, 8, 7, 6, 5, 4, 3, 2, 1], 0.9)).toBeCloseTo(9.1, 10);
    expect(durationFigures([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toEqual({ count: 10, median: 5.5, p90: 9.1 });
  });

  it('puts a complaint in the month of its day in Nepal, BS or AD', () => {
    // 18:30 UTC on 31 October is 00:15 on 1 November in Nepal: Kartik 15, 2083 BS.
    expect(monthOf('2026-10-31T18:30:00.000Z', 'ad')).toBe('2026-11');
    expect(monthOf('2026-10-31T18:00:00.000Z', 'ad')).toBe('2026-10');
    expect(monthOf('2026-11-22T05:00:00.000Z', 'bs')).toBe('2083-08');
    expect(monthOf('2026-11-15T12:00:00.000Z', 'bs')).toBe('2083-07');
  });

  it('publishes no count from 1 to 4 and no median from fewer than 5 durations', () => {
    expect([0, 1, 4, 5, 12].map(publishedCount)).toEqual([0, null, null, 5, 12]);
    expect(publishedMedian([1, 2, 3, 4])).toBeNull();
    expect(publishedMedian([1, 2, 3, 4, 10])).toBe(3);
  });
});
