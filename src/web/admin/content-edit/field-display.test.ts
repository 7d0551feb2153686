import { describe, expect, it } from 'vitest';
import { fieldDisplays, type DisplayContext } from './field-display.ts';

const context = (lang: 'ne' | 'en'): DisplayContext => ({
  t: (key) => key,
  lang,
  choices: [{ value: '7', label: 'Kathmandu' }],
});

describe('field displays', () => {
  it('show a day in Bikram Sambat, in the reader’s digits, with its AD date', () => {
    expect(fieldDisplays.day('2026-04-14', context('ne'))).toBe('२०८३/०१/०१ (2026-04-14)');
    expect(fieldDisplays.day('2026-04-14', context('en'))).toBe('2083/01/01 (2026-04-14)');
  });

  it('show a checkbox as yes or no, a choice by its label, text with its line breaks', () => {
    expect(fieldDisplays.flag(true, context('en'))).toBe('admin.conflict.yes');
    expect(fieldDisplays.flag(false, context('en'))).toBe('admin.conflict.no');
    expect(fieldDisplays.ref(7, context('en'))).toBe('Kathmandu');
    expect(fieldDisplays.ref(8, context('en'))).toBe('8');
    expect(fieldDisplays.longtext('a\r\nb', context('en'))).toBe('a\nb');
  });
});
