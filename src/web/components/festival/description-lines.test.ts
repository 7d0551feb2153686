import { describe, expect, it } from 'vitest';
import { descriptionLines, isSubHeading } from './description-lines.ts';

describe('descriptionLines', () => {
  it('splits at newlines, drops blank lines and marks the history line as a heading', () => {
    expect(
      descriptionLines('Intro line.\r\n\nThe History and Mythology of Indra Jatra\n  Story.  \n'),
    ).toEqual([
      { kind: 'paragraph', text: 'Intro line.' },
      { kind: 'heading', text: 'The History and Mythology of Indra Jatra' },
      { kind: 'paragraph', text: 'Story.' },
    ]);
  });

  it('knows the Nepali form of the seed', () => {
    expect(isSubHeading('इन्द्रजात्राको इतिहास र पौराणिक कथा')).toBe(true);
    expect(isSubHeading('इतिहास मात्र')).toBe(false);
  });

  it('gives nothing for an empty description', () => {
    expect(descriptionLines('')).toEqual([]);
    expect(descriptionLines(null)).toEqual([]);
  });
});
