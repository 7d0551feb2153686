import { describe, expect, it } from 'vitest';
import { dictionaryOf } from '#shared/i18n/dictionaries.ts';
import { dictionaryFiles } from './vite-dictionary-files.ts';

/** What a built dictionary module exports. */
function exported(source: string): Record<string, string> {
  const prefix = 'export default ';
  expect(source.startsWith(prefix)).toBe(true);
  return JSON.parse(source.slice(prefix.length).trim().replace(/;$/, '')) as Record<string, string>;
}

describe('the per-language dictionary modules', () => {
  const files = dictionaryFiles();
  const byLang = Object.fromEntries(files.map((file) => [file.lang, file]));

  it('holds one language each, with every key', () => {
    expect(Object.keys(byLang).sort()).toEqual(['en', 'ne']);
    expect(exported(byLang.ne!.source)).toEqual(dictionaryOf('ne'));
    expect(exported(byLang.en!.source)).toEqual(dictionaryOf('en'));
    expect(Object.keys(exported(byLang.ne!.source)).sort()).toEqual(
      Object.keys(exported(byLang.en!.source)).sort(),
    );
  });

  it('leaves the other language out (the point of splitting them)', () => {
    const english = dictionaryOf('en')['site.skip_to_content']!;
    const nepali = dictionaryOf('ne')['site.skip_to_content']!;
    expect(english).not.toBe(nepali);
    expect(byLang.ne!.source).not.toContain(JSON.stringify(english));
    expect(byLang.en!.source).not.toContain(JSON.stringify(nepali));
  });

  it('names each file by its content, the same in every build', () => {
    const again = dictionaryFiles();
    expect(again.map((file) => file.fileName)).toEqual(files.map((file) => file.fileName));
    for (const file of files)
      expect(file.fileName).toMatch(new RegExp(`^assets/dictionary-${file.lang}-[\\w-]{10}\\.js$`));
    expect(byLang.ne!.fileName).not.toBe(byLang.en!.fileName);
  });
});
