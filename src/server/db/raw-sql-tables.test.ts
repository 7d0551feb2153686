// Raw SQL's tables as the response cache reads them (ADR 024): the spellings a regex got wrong, and
// every spelling this reader cannot be sure of reported as unreadable (the answer is then not stored).
import { describe, expect, it } from 'vitest';
import { PARAMETER, rawSqlTables } from './raw-sql-tables.ts';

const read = (text: string) => {
  const { tables, unreadable } = rawSqlTables(text);
  return { tables: [...tables].sort(), unreadable };
};

describe('rawSqlTables', () => {
  it('reads tables after from, join, into, update, using and truncate table, quoted or in any case', () => {
    expect(read('select count(*) from law_category')).toEqual({
      tables: ['law_category'],
      unreadable: false,
    });
    expect(read('SELECT n.id FROM "notice" AS n INNER JOIN Branch b ON b.id = n.branch_id')).toEqual({
      tables: ['branch', 'notice'],
      unreadable: false,
    });
    expect(read('insert into search_fts(search_fts, rowid) values (1, 2)').tables).toEqual(['search_fts']);
    expect(read('update slide set sort_order = 1 where id = 2').tables).toEqual(['slide']);
    expect(read('delete from notice using branch where branch.id = notice.branch_id').tables).toEqual([
      'branch',
      'notice',
    ]);
    expect(read('truncate table gallery_image').tables).toEqual(['gallery_image']);
  });

  it('reads sub-queries, and is not misled by strings, comments and from that names no table', () => {
    expect(read('select * from (select id from notice) x where exists (select 1 from law)')).toEqual({
      tables: ['law', 'notice'],
      unreadable: false,
    });
    expect(
      read("select 'from complaint' as x, extract(year from created_at) from article -- from auth_user"),
    ).toEqual({ tables: ['article'], unreadable: false });
    expect(read('select 1 from notice /* join complaint */ where a is distinct from b').tables).toEqual([
      'notice',
    ]);
    expect(
      read(
        'insert into content_version (table_name, version) values (1, 1) on conflict (table_name) do update set version = 2',
      ),
    ).toEqual({ tables: ['content_version'], unreadable: false });
    expect(read('select id from notice for update').tables).toEqual(['notice']);
    expect(read('select * from notice n join branch b using (id)').tables).toEqual(['branch', 'notice']);
  });

  it('leaves an interpolated table (sql.table) to the walk of its node', () => {
    expect(read(`select min(publish_at) from ${PARAMETER} where x > ${PARAMETER}`)).toEqual({
      tables: [],
      unreadable: false,
    });
  });

  it('reports a list of tables, a schema-qualified name, a function or an unknown name as unreadable', () => {
    expect(read('select * from notice, complaint').unreadable).toBe(true);
    expect(read('select * from notice n, complaint c where c.id = n.id').unreadable).toBe(true);
    expect(read('select * from a, b').unreadable).toBe(true);
    expect(read('select * from public.notice')).toEqual({ tables: [], unreadable: true });
    expect(read('select * from "public"."complaint"').unreadable).toBe(true);
    expect(read('select * from main.notice').unreadable).toBe(true);
    expect(read('select value from json_each(x)').unreadable).toBe(true);
    expect(read('select * from notices').unreadable).toBe(true);
    expect(read('select * from pg_catalog.pg_tables').unreadable).toBe(true);
  });
});
