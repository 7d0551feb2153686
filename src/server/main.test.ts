// The real process: start `node src/server/main.ts` on a temporary SQLite file, answer, then SIGTERM.
// A graceful shutdown exits 0 and closes the database, which checkpoints the WAL into the main file
// and removes it: nothing committed is left only in the log.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Socket } from 'node:net';
import Sqlite from 'better-sqlite3';
import { migrationProvider } from './db/migrations/index.ts';
import { openSocket } from './test-support/raw-http.ts';
import { startServerProcess } from './test-support/server-process.ts';
import { afterAll, describe, expect, it } from 'vitest';

describe('server process', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sampada-main-'));
  const databaseFile = join(dir, 'site.sqlite');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves, then on SIGTERM exits 0 with the database closed', { timeout: 20_000 }, async () => {
    const server = startServerProcess({
      DATABASE_URL: databaseFile,
      UPLOAD_DIR: join(dir, 'uploads'),
      SEED_DEMO_CONTENT: 'false',
    });
    const { child } = server;
    try {
      const address = await server.listening;
      if (!address) throw new Error(`exited before listening:\n${server.output()}`);
      const health = await fetch(`${address}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok', database: 'ok', uploads: 'ok' });
      expect(existsSync(`${databaseFile}-wal`)).toBe(true);

      child.kill('SIGTERM');
      expect(await server.exited, server.output()).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    expect(server.output()).toContain('shutting down');
    // Closing the last connection checkpoints the WAL and deletes it.
    expect(existsSync(`${databaseFile}-wal`)).toBe(false);
    const db = new Sqlite(databaseFile, { readonly: true });
    try {
      const migrations = db.prepare('select name from kysely_migration order by name').all();
      const expected = Object.keys(await migrationProvider.getMigrations()).map((name) => ({ name }));
      expect(migrations).toEqual(expected.sort((a, b) => a.name.localeCompare(b.name)));
    } finally {
      db.close();
    }
  });
});

describe('server process shutdown with stalled clients', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sampada-main-stalled-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('closes idle and stalled connections on SIGTERM and exits 0 at once', { timeout: 20_000 }, async () => {
    const server = startServerProcess({
      DATABASE_URL: join(dir, 'site.sqlite'),
      UPLOAD_DIR: join(dir, 'uploads'),
      SEED_DEMO_CONTENT: 'false',
    });
    const { child } = server;
    const sockets: Socket[] = [];
    try {
      const address = await server.listening;
      if (!address) throw new Error(`exited before listening:\n${server.output()}`);
      const port = Number(new URL(address).port);
      // A client stalled in its headers, one stalled in its body, and an idle keep-alive connection.
      const stalledHeaders = await openSocket(port);
      stalledHeaders.write('GET /api/health HTTP/1.1\r\nHost: local');
      const stalledBody = await openSocket(port);
      stalledBody.write(
        'POST /api/base/contact-us HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          'Content-Length: 1000\r\n\r\n{"full',
      );
      const idle = await openSocket(port);
      const answered = new Promise<void>((done) => idle.once('data', () => done()));
      idle.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
      await answered;
      sockets.push(stalledHeaders, stalledBody, idle);
      for (const socket of sockets) socket.on('error', () => {});
      await new Promise((done) => setTimeout(done, 300));

      const started = Date.now();
      child.kill('SIGTERM');
      expect(await server.exited, server.output()).toBe(0);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      for (const socket of sockets) socket.destroy();
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
