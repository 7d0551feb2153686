import { describe, expect, it } from 'vitest';
import { removeBytesInPlace, replaceBytes } from './replace-bytes.ts';

const bytes = (text: string) => Buffer.from(text);

describe('replaceBytes', () => {
  it('replaces every occurrence, with longer or shorter bytes, in UTF-8 text', () => {
    expect(replaceBytes(bytes('क x ख x'), bytes('x'), bytes('yy')).toString()).toBe('क yy ख yy');
    expect(replaceBytes(bytes('xxकxx'), bytes('xx'), bytes('')).toString()).toBe('क');
  });

  it('gives back the same buffer when there is nothing to replace', () => {
    const page = bytes('नमस्ते');
    expect(replaceBytes(page, bytes('x'), bytes('y'))).toBe(page);
  });
});

describe('removeBytesInPlace', () => {
  it('removes every occurrence, at the start, in the middle and at the end', () => {
    for (const [text, expected] of [
      [' mark="1"क mark="1" ख mark="1"', 'क ख'],
      ['नमस्ते', 'नमस्ते'],
      [' mark="1" mark="1"', ''],
    ])
      expect(removeBytesInPlace(bytes(text!), bytes(' mark="1"')).toString()).toBe(expected);
  });
});
