// Bulk notices for the benchmarks that need a big table (search, alert scan): one SQL statement that
// copies the demo's first notice `count` times, with the columns given as SQL expressions of `n`
// (1..count); every other column is the demo notice's. Published, never scheduled or trashed.
import type Sqlite from 'better-sqlite3';

export function fillNotices(sqlite: Sqlite.Database, count: number, computed: Record<string, string>): void {
  const columns = (sqlite.prepare('pragma table_info(notice)').all() as { name: string }[])
    .map((column) => column.name)
    .filter((name) => name !== 'id');
  const values: Record<string, string> = {
    status: `'published'`,
    publish_at: 'null',
    unpublish_at: 'null',
    deleted_at: 'null',
    ...computed,
  };
  sqlite.exec(`
    with recursive seq(n) as (select 1 union all select n + 1 from seq where n < ${count})
    insert into notice (${columns.join(', ')})
    select ${columns.map((name) => values[name] ?? `t.${name}`).join(', ')}
    from seq, (select * from notice order by id limit 1) as t`);
}
