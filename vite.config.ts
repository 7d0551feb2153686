import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { dictionaryFilesPlugin } from './scripts/vite-dictionary-files.ts';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), dictionaryFilesPlugin()],
  build: { assetsInlineLimit: 0 },
});
