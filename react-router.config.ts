import type { Config } from '@react-router/dev/config';

// Server rendering inside our Fastify server (src/server/plugins/website.ts); see docs/decisions.
export default {
  appDirectory: 'src/web',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
