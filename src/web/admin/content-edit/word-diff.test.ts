import { describe, expect, it } from 'vitest';
import { diffWords } from './word-diff.ts';

const marked = (segments: { text: string; changed: boolean }[]) =>
  segments.filter((segment) => segment.changed).map((segment) => segment.text);

describe('diffWords', () => {
  it('marks only the words that differ, on each side', () => {
    const { before, after } = diffWords(
      'The office opens at ten on Sunday.',
      'The office opens at nine on Sunday.',
    );
    expect(marked(before)).toEqual(['ten']);
    expect(marked(after)).toEqual(['nine']);
    expect(before.map((segment) => segment.text).join('')).toBe('The office opens at ten on Sunday.');
  });

  it('finds words added in the middle of Nepali text', () => {
    const { before, after } = diffWords('कार्यालय आइतबार खुल्छ।', 'कार्यालय आइतबार बिहान दस बजे खुल्छ।');
    expect(marked(before)).toEqual([]);
    expect(marked(after)).toEqual(['बिहान दस बजे']);
  });

  it('marks the whole middle of texts too long to compare word by word', () => {
    const long = (word: string) => Array.from({ length: 1000 }, (_, i) => `${word}${i}`).join(' ');
    const { before, after } = diffWords(`start ${long('a')} end`, `start ${long('b')} end`);
    expect(marked(before)).toHaveLength(1);
    expect(marked(after)[0]).toContain('b999');
    expect(before[0]).toEqual({ text: 'start ', changed: false });
  });

  it('marks nothing for equal texts', () => {
    expect(diffWords('same', 'same')).toEqual({
      before: [{ text: 'same', changed: false }],
      after: [{ text: 'same', changed: false }],
    });
  });
});
