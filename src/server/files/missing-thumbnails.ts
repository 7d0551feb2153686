// The picture of the first page of every public PDF that has none yet (shared/media-sources.ts
// `pdfThumbnail`): the demo seed's files and uploads from before thumbnails existed. The media library
// makes its own when it stores a file. Run after the server listens, one file at a time, each in the
// time- and memory-limited worker of pdf-thumbnail.ts; a picture asked for before its turn is drawn
// when asked (plugins/uploads.ts). Until it exists, cards show the document card under it.
import { access, readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { MEDIA_THUMBNAIL_SUFFIX, MEDIA_THUMBNAIL_WIDTH } from '#shared/contract/admin/media.ts';
import { writeFileAtomically } from './durable-write.ts';
import { drawPdfFirstPage } from './pdf-thumbnail.ts';
import { pageThumbnailWebp } from './webp.ts';

async function* pdfsIn(folder: string): AsyncGenerator<string> {
  let entries;
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* pdfsIn(path);
    else if (entry.isFile() && entry.name.endsWith('.pdf')) yield path;
  }
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

export interface ThumbnailRun {
  made: number;
  failed: number;
}

/** Thumbnail path of a PDF path (`x.pdf` → `x-thumb.webp`). */
const thumbnailOf = (pdf: string) => `${pdf.slice(0, -'.pdf'.length)}${MEDIA_THUMBNAIL_SUFFIX}`;

// One drawing at a time in the whole process (the background run and visitors' requests alike), and one
// per file: a second request for a picture being drawn waits for the same drawing.
let queue: Promise<unknown> = Promise.resolve();
const drawing = new Map<string, Promise<boolean>>();

// Pictures that could not be drawn (no sensible page, a crash, a limit reached): never tried again by
// this process, else a visitor asking for one picture over and over would keep the one drawing busy for
// 15 s a time. Uploads get new names, so a path never changes its bytes. Bounded: the oldest is forgotten.
const cannotDraw = new Set<string>();
const CANNOT_DRAW_KEPT = 10_000;
function rememberCannotDraw(target: string) {
  if (cannotDraw.size >= CANNOT_DRAW_KEPT) cannotDraw.delete(cannotDraw.values().next().value!);
  cannotDraw.add(target);
}

/** Draws `pdf`'s first page to its thumbnail path; false when it cannot be drawn. */
export function makeThumbnail(pdf: string): Promise<boolean> {
  const target = thumbnailOf(pdf);
  const pending = drawing.get(target);
  if (pending) return pending;
  if (cannotDraw.has(target)) return Promise.resolve(false);
  const made = queue.then(async () => {
    if (await exists(target)) return true;
    const { png: page, outcome } = await drawPdfFirstPage(await readFile(pdf), MEDIA_THUMBNAIL_WIDTH);
    if (!page) {
      if (outcome !== 'busy') rememberCannotDraw(target);
      return false;
    }
    await writeFileAtomically(target, await pageThumbnailWebp(page));
    return true;
  });
  queue = made.catch(() => false);
  drawing.set(target, made);
  void made.finally(() => drawing.delete(target)).catch(() => {});
  return made;
}

/**
 * A request for the picture of a public PDF that has none yet: drawn now, so the file route can send it
 * (a list page names every PDF's picture from its address: shared/media-sources.ts). Anything else is
 * left to the file route.
 */
export async function makeRequestedThumbnail(publicRoot: string, urlPath: string): Promise<void> {
  const match = /^\/uploads\/([A-Za-z0-9/_.-]+)-thumb\.webp$/.exec(urlPath);
  if (!match || match[1]!.includes('..')) return;
  const pdf = resolve(publicRoot, `${match[1]}.pdf`);
  if (!pdf.startsWith(`${publicRoot}/`) || (await exists(thumbnailOf(pdf))) || !(await exists(pdf))) return;
  await makeThumbnail(pdf).catch(() => false);
}

/** Makes the missing ones under the public upload folder; `stopped()` is asked between files. */
export async function makeMissingThumbnails(
  publicRoot: string,
  stopped: () => boolean = () => false,
): Promise<ThumbnailRun> {
  const run: ThumbnailRun = { made: 0, failed: 0 };
  for await (const pdf of pdfsIn(publicRoot)) {
    if (stopped()) break;
    if (await exists(thumbnailOf(pdf))) continue;
    if (await makeThumbnail(pdf).catch(() => false)) run.made += 1;
    // No picture: the card stays a document card.
    else run.failed += 1;
    // Answering visitors comes first.
    await setImmediate();
  }
  return run;
}
