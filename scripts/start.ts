// `npm start`: make sure the website is built (fresh clone, changed sources), then start the server.
// In development (NODE_ENV=development) Vite renders from the sources, so no build is needed.
import { ensureBuild } from './ensure-build.ts';

if (process.env.NODE_ENV !== 'development') ensureBuild();
await import('../src/server/main.ts');
