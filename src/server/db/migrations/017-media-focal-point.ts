// An image's focal point (issue 25): the spot, in percent across and down, that stays in view when a
// slide or a card crops the picture. Existing images keep the centre, which is what they showed before.
// And a picture for notices, which had only a file.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use an untyped Kysely
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('media')
    .addColumn('focal_x', 'integer', (c) => c.notNull().defaultTo(50))
    .execute();
  await db.schema
    .alterTable('media')
    .addColumn('focal_y', 'integer', (c) => c.notNull().defaultTo(50))
    .execute();
  // A notice may carry a picture as well as its file (the media picker fills both).
  await db.schema.alterTable('notice').addColumn('image', 'text').execute();
  // The media picker and the trash look files up by address.
  await db.schema.createIndex('media_url_idx').on('media').columns(['url']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('media_url_idx').execute();
  await db.schema.alterTable('notice').dropColumn('image').execute();
  await db.schema.alterTable('media').dropColumn('focal_y').execute();
  await db.schema.alterTable('media').dropColumn('focal_x').execute();
}
