// Kysely's SQLite dialect, with one change: a transaction SQLite has already rolled back is not
// rolled back again. When a write fails for want of space (SQLITE_FULL), SQLite ends the transaction
// itself; Kysely's ROLLBACK then fails with "cannot rollback - no transaction is active", and that
// error replaced the real one: a full disk was logged as that line, hundreds of times, and never
// as "disk full". Now the SQLITE_FULL error reaches the error handler (ops/disk-space.ts).
import { SqliteDialect, type DatabaseConnection, type Driver } from 'kysely';
import type { Database as SqliteDatabase } from 'better-sqlite3';

export function sqliteDialect(database: SqliteDatabase): SqliteDialect {
  return new (class extends SqliteDialect {
    override createDriver(): Driver {
      const driver = super.createDriver();
      const rollback = driver.rollbackTransaction.bind(driver);
      driver.rollbackTransaction = async (connection: DatabaseConnection) => {
        if (database.inTransaction) await rollback(connection);
      };
      return driver;
    }
  })({ database });
}
