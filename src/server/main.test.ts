// The real process: start `node src/server/main.ts` on a temporary SQLite file, answer, then SIGTERM.
// A graceful shutdown exits 0 and closes the database, which checkpoints the WAL into the main file
// and removes it: nothing committed is left only in the log.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Socket } from 'node:net';
import Sqlite from 'better-sqlite3';
import { migrationProvider } from './db/migrations/index.ts';
import { openSocket } from './test-support/raw-http.ts';
import { afterAll, describe, expect, it } from 'vitest';

const projectNode = resolve('node_modules/.bin/node');
const node = existsSync(projectNode) ? projectNode : process.execPath;

describe('server process', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sampada-main-'));
  const databaseFile = join(dir, 'site.sqlite');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves, then on SIGTERM exits 0 with the database closed', { timeout: 20_000 }, async () => {
    const child = spawn(node, [resolve('src/server/main.ts')], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        DATABASE_URL: databaseFile,
        UPLOAD_DIR: join(dir, 'uploads'),
        SEED_DEMO_CONTENT: 'false',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    try {
      // PORT=0 lets the system pick a free port; Fastify logs the address it listens at.
      const address = await new Promise<string>((done, fail) => {
        const timer = setTimeout(() => fail(new Error(`no listening line within 10 s:\n${output}`)), 10_000);
        const read = (chunk: Buffer) => {
          output += chunk.toString();
          const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
          if (match) {
            clearTimeout(timer);
            done(match[1]!);
          }
        };
        child.stdout.on('data', read);
        child.stderr.on('data', read);
        void exited.then(() => fail(new Error(`exited before listening:\n${output}`)));
      });
      const health = await fetch(`${address}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok', database: 'ok', uploads: 'ok' });
      expect(existsSync(`${databaseFile}-wal`)).toBe(true);

      child.kill('SIGTERM');
      expect(await exited, output).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    expect(output).toContain('shutting down');
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
    const child = spawn(node, [resolve('src/server/main.ts')], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        DATABASE_URL: join(dir, 'site.sqlite'),
        UPLOAD_DIR: join(dir, 'uploads'),
        SEED_DEMO_CONTENT: 'false',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    const sockets: Socket[] = [];
    try {
      const port = await new Promise<number>((done, fail) => {
        const timer = setTimeout(() => fail(new Error(`no listening line within 10 s:\n${output}`)), 10_000);
        const read = (chunk: Buffer) => {
          output += chunk.toString();
          const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
          if (match) {
            clearTimeout(timer);
            done(Number(match[1]));
          }
        };
        child.stdout.on('data', read);
        child.stderr.on('data', read);
      });
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
      expect(await exited, output).toBe(0);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      for (const socket of sockets) socket.destroy();
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
