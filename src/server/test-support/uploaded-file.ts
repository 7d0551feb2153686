// A file in the test app's public upload folder, so a pasted /uploads/ address names a stored file
// (server/files/file-references.ts checks that it does).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { TestApp } from './test-app.ts';

export function placeUpload(t: TestApp, address: string): void {
  const file = join(t.uploadDir, 'public', address.slice('/uploads/'.length));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, 'test file');
}
