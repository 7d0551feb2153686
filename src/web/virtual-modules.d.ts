// Modules made by the build's own plugins (scripts/vite-*.ts).
declare module 'virtual:sampada/dictionaries' {
  /** Each language's dictionary module in the client build; empty in development and tests. */
  export const dictionaryHrefs: Partial<Record<'ne' | 'en', string>>;
}
