// The content_version rows this server has acted on (content-versions.ts), kept in the order the reads
// were *started*, not the order their answers came back. Two reads run at once: a poll, and the
// fast path after a write (changed()). Applied in arrival order, a read started before a write's
// commit could land after one started later and put the older version back; the next poll then saw a
// "change" nobody made and dropped stored answers at a random moment (the api-postgres failure of
// complaints/record.test.ts in stops 34 and 35). A version is not assumed to only grow: a restored
// database may count from lower, and a later read still wins.

export interface VersionRow {
  table_name: string;
  version: number | string | bigint;
}

export class KnownVersions {
  readonly #known = new Map<string, { version: number; read: number }>();
  #reads = 0;

  /** Call just before reading content_version; pass what it returns to `apply`. */
  startRead(): number {
    this.#reads += 1;
    return this.#reads;
  }

  /**
   * Takes in what a read saw; returns the tables whose version differs from the one known, leaving out
   * any table a read started later has already told of (it saw at least as much).
   */
  apply(read: number, rows: readonly VersionRow[]): string[] {
    const changed: string[] = [];
    for (const { table_name, version } of rows) {
      const known = this.#known.get(table_name);
      if (known && known.read > read) continue;
      const seen = Number(version);
      if (known?.version !== seen) changed.push(table_name);
      this.#known.set(table_name, { version: seen, read });
    }
    return changed;
  }
}
