import { describe, expect, it } from 'vitest';
import { telHref } from './tel-href.ts';

describe('telHref', () => {
  it('turns Nepali digits into dialable ASCII digits', () => {
    expect(telHref('०१-४२४८६०३')).toBe('tel:014248603');
    expect(telHref('९८४१२३४५६७')).toBe('tel:9841234567');
  });

  it('keeps a leading + and drops spaces, dashes and brackets', () => {
    expect(telHref('+977 (01) 4253941')).toBe('tel:+977014253941');
  });
});
