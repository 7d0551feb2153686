// Public media under /uploads/: notice files, images, documents. Generated names never change
// content, so they are cached for a year with an ETag. Each file is sent with its real type,
// nosniff, and a CSP that forbids scripts, so a document can never run as a page.
// Complaint attachments live in UPLOAD_DIR/private and have no route at all.
import fastifyStatic from '@fastify/static';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { makeRequestedThumbnail } from '../files/missing-thumbnails.ts';

export const publicUploadDir = (uploadDir: string) => resolve(uploadDir, 'public');
export const privateUploadDir = (uploadDir: string) => resolve(uploadDir, 'private');

/** `*.tmp`, however the address spells it (`%2e`, `%70`, upper case). */
function isTemporaryFile(url: string): boolean {
  const path = url.split('?')[0]!;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    /* @fastify/static refuses a malformed address itself */
  }
  return /\.tmp\/*$/i.test(decoded);
}

export async function registerUploads(app: FastifyInstance, uploadDir: string): Promise<void> {
  const root = publicUploadDir(uploadDir);
  mkdirSync(root, { recursive: true });
  mkdirSync(privateUploadDir(uploadDir), { recursive: true });
  await app.register(async (files) => {
    // The picture of a PDF's first page, drawn the first time it is asked for (files/missing-thumbnails.ts).
    files.addHook('onRequest', async (request, reply) => {
      // A file still being written under its temporary name (or left by a crash, until the sweep:
      // files/orphan-sweep.ts) is never served: its bytes may be partial.
      if (isTemporaryFile(request.url)) return reply.callNotFound();
      if (request.method === 'GET' || request.method === 'HEAD') {
        await makeRequestedThumbnail(root, request.url.split('?')[0]!);
      }
    });
    await registerFiles(files, root);
  });
}

async function registerFiles(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    etag: true,
    lastModified: true,
    // Safe only because a URL never gets other bytes: seed files carry a content hash in their
    // names (db/seed/files.ts), and stored uploads get fresh generated names.
    maxAge: '365d',
    immutable: true,
    setHeaders: (reply) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header(
        'Content-Security-Policy',
        "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
      );
      reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    },
  });
}
