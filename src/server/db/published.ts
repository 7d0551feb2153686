// What the public sees of edited content (ADR 022): published, not in the trash, and within its publishing
// times, compared with the clock in the query, so scheduled items appear and leave on time on every server.
// For a query over one content table (the columns are not qualified).
import { sql, type RawBuilder, type SqlBool } from 'kysely';

export function visibleToPublic(now = new Date().toISOString()): RawBuilder<SqlBool> {
  return sql<SqlBool>`(status = 'published' and deleted_at is null and (publish_at is null or publish_at <= ${now}) and (unpublish_at is null or unpublish_at > ${now}))`;
}
