// The focal point of the library picture an item's `image` column names (migration 017), as CSS
// `object-position` (`20% 85%`), or null (a picture outside the library, or none): pages that crop the
// picture (cards, an item's header picture) keep that spot in view. Looked up by address (ADR 034).
import { sql } from 'kysely';

export const imagePosition = (table: 'article' | 'heritage_site' | 'gallery_image') =>
  sql<
    string | null
  >`(select ${sql.ref('media.focal_x')} || '% ' || ${sql.ref('media.focal_y')} || '%' from media where ${sql.ref('media.url')} = ${sql.ref(`${table}.image`)} and ${sql.ref('media.kind')} = 'image' order by ${sql.ref('media.id')} limit 1)`.as(
    'image_position',
  );
