// A Vite plugin: each language's dictionary as its own small module in the client build
// (`assets/dictionary-<lang>-<hash>.js`, `export default {...}`), so a page loads the strings of the
// language it shows and not both (ADR 025). The file names are content hashes worked out the same way
// in the client and the server build, so the server can preload the right file in the HTML.
// `virtual:sampada/dictionaries` exports their addresses; in development (and tests) it is empty and
// src/web/lib/i18n/load-dictionary.ts reads the sources instead.
// (In scripts/, not src/web/: it runs in Node at build time, never in the browser.)
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { dictionaryOf } from '#shared/i18n/dictionaries.ts';
import { languages } from '#shared/i18n/languages.ts';

export const DICTIONARIES_MODULE = 'virtual:sampada/dictionaries';
const RESOLVED_ID = `\0${DICTIONARIES_MODULE}`;

export interface DictionaryFile {
  lang: string;
  fileName: string;
  source: string;
}

/** The modules, one per language. */
export function dictionaryFiles(): DictionaryFile[] {
  return languages.map((lang) => {
    const source = `export default ${JSON.stringify(dictionaryOf(lang))};\n`;
    const hash = createHash('sha256').update(source).digest('base64url').slice(0, 10);
    return { lang, fileName: `assets/dictionary-${lang}-${hash}.js`, source };
  });
}

export function dictionaryFilesPlugin(): Plugin {
  let building = false;
  let files: DictionaryFile[] | undefined;
  const made = () => (files ??= dictionaryFiles());
  return {
    name: 'sampada-dictionary-files',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(id) {
      return id === DICTIONARIES_MODULE ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const hrefs = building
        ? Object.fromEntries(made().map((file) => [file.lang, `/${file.fileName}`]))
        : {};
      return `export const dictionaryHrefs = ${JSON.stringify(hrefs)};\n`;
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const file of made())
        this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
    },
  };
}
