// Replacing a sequence in a page's bytes, without decoding them to a string and encoding them again:
// a 220 KB page of Devanagari took ~20% of an uncached render's CPU in those two conversions
// (docs/performance.md, issue 24).

/** `bytes` with every `search` replaced by `replacement`; the same buffer when there is none. */
export function replaceBytes(bytes: Buffer, search: Buffer, replacement: Buffer): Buffer {
  const found: number[] = [];
  for (let at = bytes.indexOf(search); at >= 0; at = bytes.indexOf(search, at + search.length))
    found.push(at);
  if (found.length === 0) return bytes;
  const out = Buffer.allocUnsafe(bytes.length + found.length * (replacement.length - search.length));
  let read = 0;
  let write = 0;
  for (const at of found) {
    write += bytes.copy(out, write, read, at);
    write += replacement.copy(out, write);
    read = at + search.length;
  }
  bytes.copy(out, write, read);
  return out;
}

/**
 * `bytes` without any `search`, made in place (the bytes after each one moved back over it): no second
 * page-sized buffer to allocate (its fresh pages cost more than the move). Only for a buffer that is
 * the caller's own to change.
 */
export function removeBytesInPlace(bytes: Buffer, search: Buffer): Buffer {
  let at = bytes.indexOf(search);
  if (at < 0) return bytes;
  let write = at;
  while (at >= 0) {
    const read = at + search.length;
    at = bytes.indexOf(search, read);
    write += bytes.copy(bytes, write, read, at < 0 ? bytes.length : at);
  }
  return bytes.subarray(0, write);
}
