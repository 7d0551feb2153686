// Per-render records kept in a Map in the order they were made, forgotten by a later render once old,
// with no timer: under Node 24 a timer holds the async context it was made in, and one per render
// held every render's request and data until it fired (ADR 051).

/** Deletes, oldest first, the entries of `records` made `maxAgeMs` or longer before `now`. */
export function forgetOlderThan<K, V>(
  records: Map<K, V>,
  madeAt: (record: V) => number,
  maxAgeMs: number,
  now = Date.now(),
): void {
  for (const [key, record] of records) {
    if (now - madeAt(record) < maxAgeMs) break;
    records.delete(key);
  }
}
