// Where the database tier runs: the PostgreSQL server named by TEST_DATABASE_URL, else the one this
// machine kind runs locally when it answers; null sends the tier to PGlite (a laptop without a server).
// PGlite never runs beside a real server: it would only repeat the same dialect, slower (ADR 017).
import pg from 'pg';

const LOCAL = 'postgres://postgres@127.0.0.1:5432/test';

export async function reachablePostgres(): Promise<string | null> {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  if (process.env.TEST_NO_POSTGRES === '1') return null;
  const client = new pg.Client({ connectionString: LOCAL, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return LOCAL;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}
