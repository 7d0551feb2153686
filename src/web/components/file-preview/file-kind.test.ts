import { describe, expect, it } from 'vitest';
import { fileExtension, fileKind } from './file-kind.ts';

describe('fileKind', () => {
  it.each([
    ['/uploads/notices/a.jpg', 'image'],
    ['/uploads/notices/a.JPEG', 'image'],
    ['/uploads/a.png?v=3', 'image'],
    ['https://example.org/x/y.GIF#top', 'image'],
    ['/uploads/a.webp', 'image'],
    ['/uploads/notices/a.pdf', 'pdf'],
    ['/uploads/notices/a.PDF?download=1', 'pdf'],
    ['/uploads/a.txt', 'document'],
    ['/uploads/a.doc', 'document'],
    ['/uploads/a.docx', 'document'],
    ['/uploads/a.ppt', 'document'],
    ['/uploads/a.pptx', 'document'],
    ['/uploads/a.xlsx', 'unsupported'],
    ['/uploads/a.svg', 'unsupported'],
    ['/uploads/archive.tar.gz', 'unsupported'],
    ['/uploads/no-extension', 'unsupported'],
    ['/uploads.pdf/file', 'unsupported'],
    ['/uploads/.pdf', 'unsupported'],
    ['/file?name=x.pdf', 'unsupported'],
    ['', 'none'],
    ['   ', 'none'],
    [null, 'none'],
    [undefined, 'none'],
  ] as const)('%s -> %s', (url, kind) => {
    expect(fileKind(url)).toBe(kind);
  });

  it('reads the extension of the last path segment', () => {
    expect(fileExtension('/a/b.c/d.PpTx?x=1.pdf#y.png')).toBe('pptx');
    expect(fileExtension(null)).toBe('');
  });
});
