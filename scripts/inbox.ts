// The operators' inbox: read what visitors sent through the contact and complaint forms.
//   node scripts/inbox.ts list [contact|complaints] [--limit N]
//   node scripts/inbox.ts export contact|complaints [--format csv|json] [--out FILE]
// Reads DATABASE_URL (and UPLOAD_DIR for attachment paths) like the server does.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { connectDatabase } from '#server/db/connect.ts';
import type { Database } from '#server/db/schema.ts';
import { parseEnv } from '#server/env.ts';
import { privateFilePath } from '#server/files/private-storage.ts';
import { formatEntries, toCsv, toJson, type Row } from './inbox-format.ts';

const usage = `Usage:
  node scripts/inbox.ts list [contact|complaints] [--limit N]     newest first (default 20 each)
  node scripts/inbox.ts export contact|complaints [--format csv|json] [--out FILE]
`;

const kinds = ['contact', 'complaints'] as const;
type Kind = (typeof kinds)[number];

const contactColumns = [
  'id',
  'created_at',
  'lang',
  'full_name',
  'email',
  'phone',
  'category_id',
  'category_en',
  'category_ne',
  'message',
] as const;

const complaintColumns = [
  'id',
  'created_at',
  'lang',
  'name',
  'contact',
  'address',
  'branch_id',
  'branch_en',
  'branch_ne',
  'category_id',
  'category_en',
  'category_ne',
  'title',
  'details',
  'attachment_path',
  'attachment_type',
  'attachment_size',
  'attachment_name',
] as const;

async function contactRows(db: Kysely<Database>, limit?: number): Promise<Row[]> {
  let query = db
    .selectFrom('contact_message as m')
    .leftJoin('contact_category as c', 'c.id', 'm.category_id')
    .select([
      'm.id',
      'm.created_at',
      'm.lang',
      'm.full_name',
      'm.email',
      'm.phone',
      'm.category_id',
      'c.name_en as category_en',
      'c.name_ne as category_ne',
      'm.message',
    ])
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc');
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

async function complaintRows(db: Kysely<Database>, uploadDir: string, limit?: number): Promise<Row[]> {
  let query = db
    .selectFrom('complaint as k')
    .leftJoin('branch as b', 'b.id', 'k.branch_id')
    .leftJoin('complaint_category as c', 'c.id', 'k.category_id')
    .select([
      'k.id',
      'k.created_at',
      'k.lang',
      'k.name',
      'k.contact',
      'k.address',
      'k.branch_id',
      'b.name_en as branch_en',
      'b.name_ne as branch_ne',
      'k.category_id',
      'c.name_en as category_en',
      'c.name_ne as category_ne',
      'k.title',
      'k.details',
      'k.attachment_path',
      'k.attachment_type',
      'k.attachment_size',
      'k.attachment_name',
    ])
    .orderBy('k.created_at', 'desc')
    .orderBy('k.id', 'desc');
  if (limit !== undefined) query = query.limit(limit);
  const rows = await query.execute();
  // Operators open attachments from disk: give the absolute path under UPLOAD_DIR/private.
  return rows.map((row) => ({
    ...row,
    attachment_path: row.attachment_path ? privateFilePath(uploadDir, row.attachment_path) : null,
  }));
}

function listText(kind: Kind, rows: Row[]): string {
  if (kind === 'contact') {
    return formatEntries(
      'Contact messages',
      rows.map((row) => ({
        heading: `#${row.id}  ${row.created_at}  ${row.full_name}`,
        lines: [
          ['phone', row.phone],
          ['email', row.email],
          ['subject', row.category_en],
          ['message', row.message],
        ],
      })),
    );
  }
  return formatEntries(
    'Complaints',
    rows.map((row) => ({
      heading: `#${row.id}  ${row.created_at}  ${row.title}`,
      lines: [
        ['from', row.name],
        ['contact', row.contact],
        ['address', row.address],
        ['branch', row.branch_en],
        ['category', row.category_en],
        ['details', row.details],
        [
          'file',
          row.attachment_path
            ? `${row.attachment_path} (${row.attachment_type}, ${row.attachment_size} bytes)`
            : null,
        ],
      ],
    })),
  );
}

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${usage}`);
  process.exit(2);
}

const isKind = (value: string | undefined): value is Kind => kinds.includes(value as Kind);

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      limit: { type: 'string' },
      format: { type: 'string', default: 'csv' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, kind] = positionals;
  if (values.help || !command) {
    process.stdout.write(usage);
    return;
  }
  if (command !== 'list' && command !== 'export') fail(`Unknown command: ${command}`);
  if (kind !== undefined && !isKind(kind)) fail(`Unknown inbox: ${kind} (contact or complaints)`);

  const limit = values.limit === undefined ? 20 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) fail('--limit must be a whole number of at least 1');
  if (command === 'export' && !kind) fail('export needs contact or complaints');
  if (values.format !== 'csv' && values.format !== 'json') fail('--format must be csv or json');

  const config = parseEnv();
  const { db } = await connectDatabase(config.DATABASE_URL);
  try {
    if (command === 'list') {
      for (const each of kind ? [kind] : kinds) {
        const rows =
          each === 'contact'
            ? await contactRows(db, limit)
            : await complaintRows(db, config.UPLOAD_DIR, limit);
        process.stdout.write(`${listText(each, rows)}\n`);
      }
      return;
    }
    if (!kind) return;
    const [columns, rows] =
      kind === 'contact'
        ? [contactColumns, await contactRows(db)]
        : [complaintColumns, await complaintRows(db, config.UPLOAD_DIR)];
    const text = values.format === 'csv' ? toCsv(columns, rows) : toJson(columns, rows);
    if (values.out) {
      writeFileSync(values.out, text);
      process.stderr.write(`Wrote ${rows.length} ${kind} rows to ${values.out}\n`);
    } else {
      process.stdout.write(text);
    }
  } finally {
    await db.destroy();
  }
}

await main();
