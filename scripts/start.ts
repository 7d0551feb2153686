// `npm start`: make sure the website is built (fresh clone, changed sources), then start the server.
// In development (NODE_ENV=development) Vite renders from the sources, so no build is needed. A
// production install (npm ci --omit=dev) has no build tools and serves the build/ it was given.
import { ensureBuild } from './ensure-build.ts';

if (process.env.NODE_ENV !== 'development') {
  try {
    ensureBuild();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
await import('#server/main.ts');
