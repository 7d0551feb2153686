// The initial schema: every entity of product.md section 3, site settings, and the two inboxes.
// One migration for SQLite and PostgreSQL; only the id column type differs.
import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import { isSqlite } from './dialect.ts';

// Migrations are written against an untyped Kysely: the schema types describe the latest state only.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;
type Table = CreateTableBuilder<string, string>;

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const flag = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

function bilingual(table: Table, ...names: string[]): Table {
  return names.reduce(
    (t, name) => t.addColumn(`${name}_en`, 'text', notNull).addColumn(`${name}_ne`, 'text', notNull),
    table,
  );
}
function optionalBilingual(table: Table, ...names: string[]): Table {
  return names.reduce((t, name) => t.addColumn(`${name}_en`, 'text').addColumn(`${name}_ne`, 'text'), table);
}

export async function up(db: AnyDb): Promise<void> {
  const sqlite = isSqlite(db);
  const create = (name: string): Table =>
    db.schema
      .createTable(name)
      .addColumn('id', sqlite ? 'integer' : 'serial', (c) =>
        sqlite ? c.primaryKey().autoIncrement() : c.primaryKey(),
      );
  const sortOrder = (t: Table) => t.addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0));
  const references = (table: string) => (c: ColumnDefinitionBuilder) =>
    c.references(`${table}.id`).onDelete('set null');
  const requiredReference = (table: string) => (c: ColumnDefinitionBuilder) =>
    c.notNull().references(`${table}.id`);

  await db.schema
    .createTable('setting')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', notNull)
    .execute();

  await sortOrder(
    optionalBilingual(
      bilingual(create('branch').addColumn('parent_id', 'integer', references('branch')), 'name'),
      'phone_number',
      'location',
      'hours',
    )
      .addColumn('image', 'text')
      .addColumn('location_url', 'text')
      .addColumn('created_at', 'text', notNull),
  ).execute();
  await db.schema
    .createIndex('branch_parent_idx')
    .on('branch')
    .columns(['parent_id', 'sort_order'])
    .execute();

  await bilingual(create('notice').addColumn('branch_id', 'integer', references('branch')), 'title', 'text')
    .addColumn('file', 'text')
    .addColumn('is_urgent', 'integer', flag)
    .addColumn('is_popup', 'integer', flag)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('notice_created_idx').on('notice').columns(['created_at', 'id']).execute();
  await db.schema
    .createIndex('notice_branch_idx')
    .on('notice')
    .columns(['branch_id', 'created_at'])
    .execute();

  await bilingual(create('article').addColumn('branch_id', 'integer', references('branch')), 'title', 'text')
    .addColumn('image', 'text')
    .addColumn('file', 'text')
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('article_created_idx').on('article').columns(['created_at', 'id']).execute();
  await db.schema
    .createIndex('article_branch_idx')
    .on('article')
    .columns(['branch_id', 'created_at'])
    .execute();

  await sortOrder(
    bilingual(create('slide').addColumn('image', 'text', notNull), 'title', 'description'),
  ).execute();

  await sortOrder(
    bilingual(
      create('service').addColumn('url', 'text', notNull).addColumn('image', 'text'),
      'name',
      'description',
    ),
  ).execute();

  await bilingual(
    create('festival').addColumn('branch_id', 'integer', references('branch')).addColumn('image', 'text'),
    'title',
    'description',
    'location',
    'subtitle',
  )
    .addColumn('start_date', 'text', notNull)
    .addColumn('end_date', 'text', notNull)
    .addColumn('start_date_bs', 'text', notNull)
    .addColumn('is_holiday', 'integer', flag)
    .addColumn('is_jatra', 'integer', flag)
    .addColumn('in_menu', 'integer', flag)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('festival_start_idx').on('festival').columns(['start_date', 'id']).execute();
  await db.schema
    .createIndex('festival_branch_idx')
    .on('festival')
    .columns(['branch_id', 'start_date'])
    .execute();

  await bilingual(
    create('occasion')
      .addColumn('branch_id', 'integer', references('branch'))
      .addColumn('festival_id', 'integer', references('festival'))
      .addColumn('image', 'text'),
    'title',
    'description',
  )
    .addColumn('date_bs', 'text', notNull)
    .addColumn('bs_year', 'integer', notNull)
    .addColumn('bs_month', 'integer', notNull)
    .addColumn('bs_day', 'integer', notNull)
    .addColumn('start_date', 'text', notNull)
    .addColumn('end_date', 'text', notNull)
    .addColumn('is_holiday', 'integer', flag)
    .addColumn('is_jatra', 'integer', flag)
    .execute();
  await db.schema
    .createIndex('occasion_dates_idx')
    .on('occasion')
    .columns(['start_date', 'end_date'])
    .execute();
  await db.schema
    .createIndex('occasion_branch_idx')
    .on('occasion')
    .columns(['branch_id', 'start_date'])
    .execute();

  await sortOrder(bilingual(create('law_category'), 'name')).execute();
  await bilingual(
    create('law').addColumn('category_id', 'integer', requiredReference('law_category')),
    'title',
    'description',
  )
    .addColumn('file', 'text')
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('law_category_idx').on('law').columns(['category_id', 'created_at']).execute();
  await db.schema.createIndex('law_created_idx').on('law').columns(['created_at', 'id']).execute();

  await bilingual(create('vacancy_document').addColumn('kind', 'text', notNull), 'title', 'description')
    .addColumn('file', 'text')
    .addColumn('image', 'text')
    .addColumn('link', 'text')
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('vacancy_kind_idx')
    .on('vacancy_document')
    .columns(['kind', 'created_at', 'id'])
    .execute();

  await sortOrder(
    bilingual(create('heritage_site').addColumn('image', 'text'), 'name', 'subtitle', 'description'),
  ).execute();

  await bilingual(create('gallery_image').addColumn('image', 'text', notNull), 'caption')
    .addColumn('width', 'integer', notNull)
    .addColumn('height', 'integer', notNull)
    .addColumn('in_heritage_strip', 'integer', flag)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('gallery_created_idx')
    .on('gallery_image')
    .columns(['created_at', 'id'])
    .execute();

  await sortOrder(bilingual(create('department'), 'name')).execute();
  await sortOrder(
    bilingual(
      create('employee')
        .addColumn('branch_id', 'integer', references('branch'))
        .addColumn('department_id', 'integer', references('department'))
        .addColumn('image', 'text'),
      'full_name',
      'position',
    ).addColumn('in_org_chart', 'integer', flag),
  ).execute();
  await db.schema
    .createIndex('employee_branch_idx')
    .on('employee')
    .columns(['branch_id', 'sort_order'])
    .execute();
  await db.schema
    .createIndex('employee_department_idx')
    .on('employee')
    .columns(['department_id', 'sort_order'])
    .execute();

  await sortOrder(bilingual(create('contact_category'), 'name')).execute();
  await sortOrder(bilingual(create('complaint_category'), 'name')).execute();

  await create('contact_message')
    .addColumn('full_name', 'text', notNull)
    .addColumn('email', 'text')
    .addColumn('phone', 'text', notNull)
    .addColumn('category_id', 'integer', requiredReference('contact_category'))
    .addColumn('message', 'text', notNull)
    .addColumn('lang', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('contact_message_created_idx')
    .on('contact_message')
    .columns(['created_at'])
    .execute();

  await create('complaint')
    .addColumn('name', 'text', notNull)
    .addColumn('contact', 'text', notNull)
    .addColumn('address', 'text', notNull)
    .addColumn('branch_id', 'integer', requiredReference('branch'))
    .addColumn('category_id', 'integer', requiredReference('complaint_category'))
    .addColumn('title', 'text', notNull)
    .addColumn('details', 'text')
    .addColumn('attachment_path', 'text')
    .addColumn('attachment_type', 'text')
    .addColumn('attachment_size', 'integer')
    .addColumn('attachment_name', 'text')
    .addColumn('lang', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('complaint_created_idx').on('complaint').columns(['created_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  const tables = [
    'complaint',
    'contact_message',
    'complaint_category',
    'contact_category',
    'employee',
    'department',
    'gallery_image',
    'heritage_site',
    'vacancy_document',
    'law',
    'law_category',
    'occasion',
    'festival',
    'service',
    'slide',
    'article',
    'notice',
    'branch',
    'setting',
  ];
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
