import { describe, expect, it } from 'vitest';
import { MAX_ID } from '#shared/contract/common.ts';
import { readId, readPage } from './page-param.ts';

const at = (search: string) => readPage(`http://site.test/notice${search}`);

describe('readPage', () => {
  it('reads a whole page number', () => {
    expect(at('?page=3')).toBe(3);
    expect(at('?page=1')).toBe(1);
    expect(at('?lng=en&page=12')).toBe(12);
  });
  it('treats a missing or unusable value as page 1', () => {
    for (const search of [
      '',
      '?page=',
      '?page=abc',
      '?page=0',
      '?page=-2',
      '?page=2.5',
      '?page=1e3',
      '?page=%20',
    ])
      expect(at(search), search).toBe(1);
  });
  it('caps huge numbers instead of failing', () => {
    expect(at('?page=99999999999999999999')).toBe(MAX_ID);
  });
});

describe('readId', () => {
  it('accepts whole numbers that fit an id', () => {
    expect(readId('7')).toBe(7);
    expect(readId('0')).toBe(0);
  });
  it('refuses anything else', () => {
    for (const raw of [undefined, '', 'abc', '1.5', '-1', '2147483648', '1e3'])
      expect(readId(raw), String(raw)).toBeNull();
  });
});
