// Collects the images and PDFs the rows reference and writes them under <uploadDir>/public/<folder>/.
// Rows store '/uploads/<folder>/<name>' whether or not files are written (API tests write none).
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderImage, type ImageSpec } from './images.ts';
import { buildPdf } from './pdf.ts';

type Job = { folder: string; name: string; make: () => Promise<Buffer> | Buffer };

export class SeedFiles {
  private readonly jobs = new Map<string, Job>();

  /** Registers an image (once per folder/name) and returns its public URL. */
  image(folder: string, name: string, spec: ImageSpec): string {
    return this.add({ folder, name: `${name}.${spec.format}`, make: () => renderImage(spec) });
  }

  /** Registers a one-page PDF and returns its public URL. */
  pdf(folder: string, name: string, title: string, paragraphs: readonly string[]): string {
    return this.add({ folder, name: `${name}.pdf`, make: () => buildPdf(title, paragraphs) });
  }

  private add(job: Job): string {
    const url = `/uploads/${job.folder}/${job.name}`;
    if (!this.jobs.has(url)) this.jobs.set(url, job);
    return url;
  }

  get size(): number {
    return this.jobs.size;
  }

  /** Writes every registered file (a few at a time: sharp already uses the cores). */
  async writeAll(uploadDir: string): Promise<number> {
    const jobs = [...this.jobs.values()];
    const folders = new Set(jobs.map((job) => job.folder));
    for (const folder of folders) await mkdir(join(uploadDir, 'public', folder), { recursive: true });
    let index = 0;
    const worker = async () => {
      while (index < jobs.length) {
        const job = jobs[index++] as Job;
        const target = join(uploadDir, 'public', job.folder, job.name);
        // Write then rename: two servers seeding at once never expose a half-written file.
        const temporary = `${target}.${process.pid}.tmp`;
        await writeFile(temporary, await job.make());
        await rename(temporary, target);
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    return jobs.length;
  }
}
