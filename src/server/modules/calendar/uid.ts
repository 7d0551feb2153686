// Stable iCalendar UIDs. Calendar apps match updates to events by UID, so it must survive a reseed or
// a database move (row ids do not): it is built from the occasion's content key instead, the slug
// of its English title and its BS start date, e.g. `vijaya-dashami-20820616@sampada`.

export interface UidSource {
  title_en: string;
  title_ne: string;
  /** BS start date, `YYYY/MM/DD`. */
  date: string;
}

const DOMAIN = 'sampada';

/** FNV-1a (32 bit) in hex: a short, stable key for a title with no Latin letters. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export function slugify(text: string): string {
  return (
    text
      .normalize('NFKD')
      // Accents come apart under NFKD; dropping the marks keeps 'Śrī' as 'sri'.
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '')
  );
}

/** The content key of one occasion: title slug (or a hash of the Nepali title) + BS date digits. */
export function occasionKey(occasion: UidSource): string {
  const slug = slugify(occasion.title_en) || `ne-${fnv1a(occasion.title_ne.trim())}`;
  return `${slug}-${occasion.date.replace(/\D/g, '')}`;
}

/**
 * UIDs for a feed, in the order given. Two occasions with the same title on the same day would
 * share a key; the later ones get `-2`, `-3`, ... so every UID in the feed is unique (RFC 5545).
 * Give the occasions in a stable order (start date, then id), as the feed query does.
 */
export function occasionUids(occasions: readonly UidSource[]): string[] {
  const seen = new Map<string, number>();
  return occasions.map((occasion) => {
    const key = occasionKey(occasion);
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return `${count === 1 ? key : `${key}-${count}`}@${DOMAIN}`;
  });
}
