// A notice's rich text body as its public page renders it on the server (ADR 031): its table is there,
// in a region that scrolls sideways and is named in the visitor's language.
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import type { Lang } from '#shared/i18n/index.ts';
import { LanguageProvider } from '#web/lib/i18n/language-context.tsx';
import { RichText } from './rich-text.tsx';

const BODY =
  '<h2>Exam schedule</h2><ul><li><p>Bring your admit card</p></li></ul>' +
  '<table><tbody><tr><th><p>Date</p></th><th><p>Subject</p></th></tr><tr><td><p>२०८३-०१-०५</p></td><td><p>गणित</p></td></tr></tbody></table>';

const render = (lang: Lang) =>
  renderToString(
    <LanguageProvider initial={lang}>
      <RichText html={BODY} />
    </LanguageProvider>,
  );

describe('a rich text body on an item page', () => {
  test.each([
    ['en', 'Table 1'],
    ['ne', 'तालिका १'],
  ] as const)(
    '%s: the heading, list and table are on the page, the table in a named region',
    (lang, name) => {
      const html = render(lang);
      expect(html).toContain('<h2>Exam schedule</h2>');
      expect(html).toContain('<li><p>Bring your admit card</p></li>');
      expect(html).toMatch(
        new RegExp(
          `<div role="region" tabindex="0" aria-label="${name}" class="[^"]*overflow-x-auto[^"]*"><table><tbody><tr><th><p>Date</p></th>`,
        ),
      );
      expect(html).toContain('<td><p>गणित</p></td></tr></tbody></table></div>');
    },
  );
});
