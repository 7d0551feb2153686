// The picture of the first page of every public PDF that has none yet (shared/media-sources.ts
// `pdfThumbnail`): the demo seed's files and uploads from before thumbnails existed. The media library
// makes its own when it stores a file. Run after the server listens, one file at a time, each in the
// time- and memory-limited worker of pdf-thumbnail.ts; until a file's turn, cards show the plain
// document card under where the picture will be.
import { access, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setImmediate } from 'node:timers/promises';
import sharp from 'sharp';
import { MEDIA_THUMBNAIL_SUFFIX, MEDIA_THUMBNAIL_WIDTH } from '../../shared/contract/admin/media.ts';
import { publicUploadDir } from '../plugins/uploads.ts';
import { pdfFirstPage } from './pdf-thumbnail.ts';

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

/** Makes the missing ones; `stopped()` is asked between files (the server is closing). */
export async function makeMissingThumbnails(
  uploadDir: string,
  stopped: () => boolean = () => false,
): Promise<ThumbnailRun> {
  const run: ThumbnailRun = { made: 0, failed: 0 };
  for await (const pdf of pdfsIn(publicUploadDir(uploadDir))) {
    if (stopped()) break;
    const target = `${pdf.slice(0, -'.pdf'.length)}${MEDIA_THUMBNAIL_SUFFIX}`;
    if (await exists(target)) continue;
    const page = await pdfFirstPage(await readFile(pdf), MEDIA_THUMBNAIL_WIDTH);
    if (!page) {
      // No picture: the card stays a document card.
      run.failed += 1;
      continue;
    }
    const temporary = `${target}.${process.pid}.tmp`;
    await writeFile(temporary, await sharp(page).webp({ quality: 80 }).toBuffer());
    await rename(temporary, target);
    run.made += 1;
    // Answering visitors comes first.
    await setImmediate();
  }
  return run;
}
