// The versions a server has acted on follow the order reads started in (known-versions.ts): a read
// answered late never puts back an older version, so no poll afterwards sees a change nobody made.
import { describe, expect, it } from 'vitest';
import { KnownVersions } from './known-versions.ts';

const row = (version: number) => [{ table_name: 'notice', version }];

describe('the content versions a server knows', () => {
  it('names a table the first time it is seen, and again only when its version moves', () => {
    const known = new KnownVersions();
    expect(known.apply(known.startRead(), row(1))).toEqual(['notice']);
    expect(known.apply(known.startRead(), row(1))).toEqual([]);
    expect(known.apply(known.startRead(), [{ table_name: 'notice', version: '2' }])).toEqual(['notice']);
  });

  it('ignores a read answered after one started later: the older version does not come back', () => {
    const known = new KnownVersions();
    known.apply(known.startRead(), row(1));
    const beforeCommit = known.startRead();
    const afterCommit = known.startRead();
    expect(known.apply(afterCommit, row(2))).toEqual(['notice']);
    expect(known.apply(beforeCommit, row(1))).toEqual([]);
    // The next poll finds nothing new: version 2 was acted on.
    expect(known.apply(known.startRead(), row(2))).toEqual([]);
  });

  it('takes a lower version from a later read (a restored database counts from lower)', () => {
    const known = new KnownVersions();
    known.apply(known.startRead(), row(7));
    expect(known.apply(known.startRead(), row(3))).toEqual(['notice']);
    expect(known.apply(known.startRead(), row(3))).toEqual([]);
  });

  it('keeps each table to its own reads', () => {
    const known = new KnownVersions();
    const first = known.startRead();
    const second = known.startRead();
    expect(known.apply(second, [{ table_name: 'article', version: 1 }])).toEqual(['article']);
    expect(known.apply(first, row(1))).toEqual(['notice']);
  });
});
