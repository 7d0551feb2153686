// Loaded into the production server of the browser tests and benchmarks (`node --import`): any import
// or require that lands in a package `npm ci --omit=dev` would not install (marked `"dev": true` in
// package-lock.json) fails at once. So every browser test also shows that `npm run build`,
// `npm ci --omit=dev` and `npm start` serve the site without Vite or the other development tools
// (docs/operations.md).
import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(import.meta.dirname, '..', '..', '..');
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { dev?: boolean }>;
};
/** `node_modules/a/node_modules/b` → entry; only the dev-only ones. */
const devOnly = new Set(
  Object.entries(lock.packages)
    .filter(([path, entry]) => path !== '' && entry.dev === true)
    .map(([path]) => path),
);

/** The package folder (relative to the project) a resolved file lives in, or null. */
function packageOf(file: string): string | null {
  const relative = file.startsWith(root) ? file.slice(root.length + 1) : null;
  if (!relative?.startsWith('node_modules/')) return null;
  const parts = relative.split('/');
  const path: string[] = [];
  for (let i = 0; i < parts.length; i += 1) {
    if (parts[i] !== 'node_modules') break;
    const name = parts[i + 1]!.startsWith('@') ? `${parts[i + 1]}/${parts[i + 2]}` : parts[i + 1]!;
    path.push('node_modules', name);
    i += name.split('/').length;
    if (parts[i + 1] !== 'node_modules') break;
  }
  return path.join('/');
}

registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    if (resolved.url.startsWith('file:')) {
      const found = packageOf(fileURLToPath(resolved.url));
      if (found && devOnly.has(found)) {
        throw new Error(`The production server loaded ${found}, which npm ci --omit=dev does not install`);
      }
    }
    return resolved;
  },
});
