// The size of a public upload named by its address (`/uploads/notices/x.pdf`), for an item page's
// download link; null for no file, an address elsewhere, or a file that is not there.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { publicUploadDir } from '../plugins/uploads.ts';

const PREFIX = '/uploads/';

async function publicFileSize(uploadDir: string, url: string | null): Promise<number | null> {
  if (!url?.startsWith(PREFIX)) return null;
  const relative = decodeURIComponent(url.slice(PREFIX.length).split(/[?#]/)[0]!);
  if (relative.split('/').some((part) => part === '..' || part === '')) return null;
  try {
    const stats = await stat(join(publicUploadDir(uploadDir), relative));
    return stats.isFile() ? stats.size : null;
  } catch {
    return null;
  }
}

/** An item with its file's size, as item pages answer it (shared/contract/items.ts). */
export async function withFileSize<Item extends { file: string | null }>(
  uploadDir: string,
  item: Item,
): Promise<Item & { file_size: number | null }> {
  return { ...item, file_size: await publicFileSize(uploadDir, item.file) };
}
