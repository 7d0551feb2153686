// The stored answers: bounded by bytes, least recently used first out, each tagged with the tables it
// was read from. Invalidating a table drops every answer that read it, and bumps the generation, so an
// answer computed before the change (still in flight) is not stored after it (response-cache.ts).
import { encodeSync, decodeSync, type Coding } from './encodings.ts';

export interface StoredAnswer {
  status: number;
  /** Headers as sent, without the body-encoding ones (content-encoding, content-length). */
  headers: Record<string, string | string[]>;
  etag: string;
  /** The bytes as they are; null for a large answer (a page), decoded when asked: rare. */
  identity: Buffer | null;
  /**
   * Each coding is made when first asked for (codingOf): the visitor who missed gets the one they
   * accept, made off the event loop; the other, if ever asked, from this one. An answer read only
   * in-process (an API read of a page render) is never compressed at all.
   */
  br: Buffer | null;
  gzip: Buffer | null;
  tables: ReadonlySet<string>;
  /** Times sent from the store: only an answer asked for again is worth brotli's best (slow). */
  hits: number;
  /** Epoch ms after which the answer is stale (the next Nepal midnight at the latest). */
  expiresAt: number;
}

/** A stored answer's objects in V8's heap (the answer, its header record, its table set, the Map entry). */
const OBJECT_BYTES = 512;

/**
 * The bytes in a buffer of their own. What zlib returns is a view into its 64 KB output chunk, and a
 * small Buffer.from(string) a view into a shared 64 KB pool: kept as they are, a 24 KB page's brotli
 * held 64 KB outside the heap, a 700-byte API answer 64 KB. The store counted 64 MB while holding
 * ~210 MB (issue 24's external memory; docs/performance.md).
 */
function owned(bytes: Buffer): Buffer;
function owned(bytes: Buffer | null): Buffer | null;
function owned(bytes: Buffer | null): Buffer | null {
  if (!bytes || (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length)) return bytes;
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
}
const ASKED_AGAIN_HITS = 2;

/**
 * What a stored answer holds: its codings, and its key, entity tag, headers and table names as V8 keeps
 * them (a page's headers are ~1.2 KB, its content-security-policy alone ~700 bytes). A flat 1 KB per
 * answer undercounted a store of thousands of small answers and stored pages (issue 24's memory).
 * The same answer gives the same size at set and at removal: its headers and tables never change.
 */
function sizeOf(key: string, answer: StoredAnswer): number {
  let bytes =
    (answer.identity?.length ?? 0) +
    (answer.br?.length ?? 0) +
    (answer.gzip?.length ?? 0) +
    OBJECT_BYTES +
    key.length +
    answer.etag.length;
  for (const [name, value] of Object.entries(answer.headers)) {
    bytes += 16 + name.length;
    for (const one of Array.isArray(value) ? value : [value]) bytes += 16 + one.length;
  }
  for (const table of answer.tables) bytes += 16 + table.length;
  return bytes;
}

/** Answers up to this size keep their bytes as they are (in-process API reads use them). */
export const IDENTITY_KEPT_UP_TO = 32 * 1024;

/** The answer's own bytes (decoded from a coding for a large answer: rare, a client taking neither). */
export function identityOf(answer: StoredAnswer): Buffer {
  if (answer.identity) return answer.identity;
  if (answer.br) return decodeSync(answer.br, 'br');
  return decodeSync(answer.gzip!, 'gzip');
}

export class ResponseStore {
  readonly #answers = new Map<string, StoredAnswer>();
  readonly #maxBytes: number;
  #bytes = 0;
  #generation = 0;
  readonly #listeners: ((tables: ReadonlySet<string>) => void)[] = [];
  readonly #askedAgain: ((key: string, answer: StoredAnswer) => void)[] = [];
  /** Answers sent from the store by the HTTP server (tests and benchmarks read it). */
  hits = 0;
  /** Lookups that found nothing stored (the metrics' hit ratio). */
  misses = 0;

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  get enabled(): boolean {
    return this.#maxBytes > 0;
  }

  get size(): number {
    return this.#answers.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** Changes whenever something is invalidated: compare before and after computing an answer. */
  get generation(): number {
    return this.#generation;
  }

  get(key: string, now = Date.now()): StoredAnswer | undefined {
    const answer = this.#answers.get(key);
    if (!answer) return undefined;
    if (answer.expiresAt <= now) {
      this.#remove(key, answer);
      return undefined;
    }
    // Most recently used last: re-inserting moves it to the end of the Map's order.
    this.#answers.delete(key);
    this.#answers.set(key, answer);
    return answer;
  }

  set(key: string, answer: StoredAnswer): void {
    const size = sizeOf(key, answer);
    if (!this.enabled || size > this.#maxBytes / 8) return;
    const previous = this.#answers.get(key);
    if (previous) this.#remove(key, previous);
    answer.identity = owned(answer.identity);
    answer.br = owned(answer.br);
    answer.gzip = owned(answer.gzip);
    this.#answers.set(key, answer);
    this.#bytes += size;
    this.#evictOverBudget();
  }

  #evictOverBudget(): void {
    for (const [oldest, old] of this.#answers) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#remove(oldest, old);
    }
  }

  /**
   * The answer in this coding, made now (once, on the event loop: a few ms for a page) when it was
   * stored in the other one only; counted in the store's bytes while the answer is stored.
   */
  codingOf(key: string, answer: StoredAnswer, coding: Exclude<Coding, null>): Buffer {
    answer.hits += 1;
    if (answer.hits === ASKED_AGAIN_HITS) for (const listener of this.#askedAgain) listener(key, answer);
    const have = answer[coding];
    if (have) return have;
    const made = encodeSync(identityOf(answer), coding);
    // Kept only while this answer is the one stored under the key (#setCoding checks).
    this.#setCoding(key, answer, coding, made);
    return answer[coding] ?? made;
  }

  /** Swaps in a smaller brotli coding of an answer, if it is still the one stored under the key. */
  replaceBrotli(key: string, answer: StoredAnswer, br: Buffer): void {
    this.#setCoding(key, answer, 'br', br);
  }

  #setCoding(key: string, answer: StoredAnswer, coding: Exclude<Coding, null>, bytes: Buffer): void {
    if (this.#answers.get(key) !== answer) return;
    this.#bytes += bytes.length - (answer[coding]?.length ?? 0);
    answer[coding] = owned(bytes);
    this.#evictOverBudget();
  }

  /** Told when a stored answer is sent to visitors a second time (worth brotli's best coding). */
  onAskedAgain(listener: (key: string, answer: StoredAnswer) => void): void {
    this.#askedAgain.push(listener);
  }

  /** Told of every invalidation (the kept list totals of db/counts.ts follow the same changes). */
  onInvalidate(listener: (tables: ReadonlySet<string>) => void): void {
    this.#listeners.push(listener);
  }

  /** Drops every answer read from one of these tables. */
  invalidate(tables: Iterable<string>): void {
    const changed = new Set(tables);
    if (changed.size === 0) return;
    this.#generation += 1;
    for (const listener of this.#listeners) listener(changed);
    for (const [key, answer] of this.#answers) {
      for (const table of answer.tables) {
        if (changed.has(table)) {
          this.#remove(key, answer);
          break;
        }
      }
    }
  }

  clear(): void {
    this.#generation += 1;
    this.#answers.clear();
    this.#bytes = 0;
  }

  #remove(key: string, answer: StoredAnswer): void {
    this.#answers.delete(key);
    this.#bytes -= sizeOf(key, answer);
  }
}
