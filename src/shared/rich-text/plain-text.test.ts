import { describe, expect, it } from 'vitest';
import { isHtml, paragraphsOf, plainTextOf } from './plain-text.ts';
import { withTableRegions } from './table-regions.ts';

describe('rich text as plain text', () => {
  it('gives a body’s words: blocks on their own lines, cells apart, entities decoded', () => {
    expect(
      plainTextOf(
        '<h2>Exams &amp; results</h2><p>Bring <strong>your</strong> card.<br>On time</p><ul><li><p>one</p></li><li><p>two</p></li></ul>' +
          '<table><tbody><tr><th><p>Date</p></th><th><p>Subject</p></th></tr><tr><td><p>२०८३-०१-०५</p></td><td><p>गणित</p></td></tr></tbody></table>',
      ),
    ).toBe('Exams & results\nBring your card.\nOn time\none\ntwo\nDate Subject\n२०८३-०१-०५ गणित');
    expect(plainTextOf('<p>a &lt;b&gt; &#2325; &#x915;&nbsp;c</p>')).toBe('a <b> क क c');
    expect(plainTextOf(null)).toBe('');
  });

  it('makes plain text a paragraph per line, escaped', () => {
    expect(paragraphsOf('one\r\n\r\n two <i>\n')).toBe('<p>one</p><p>two &lt;i&gt;</p>');
    expect(paragraphsOf('  \n ')).toBe('');
  });

  it('tells HTML (begins with a tag) from plain text', () => {
    expect(isHtml('<p>x</p>')).toBe(true);
    expect(isHtml('  <table>')).toBe(true);
    expect(isHtml('<!-- Word -->')).toBe(true);
    expect(isHtml('<<नयाँ>>')).toBe(false);
    expect(isHtml('a <b>b</b>')).toBe(false);
    expect(isHtml('< 5 days')).toBe(false);
  });
});

describe('table regions', () => {
  it('wraps each table in a focusable region named by its caption or its number', () => {
    const html = withTableRegions(
      '<p>x</p><table><caption>Seats &amp; "posts"</caption><tbody><tr><td>1</td></tr></tbody></table><table><tbody><tr><td>2</td></tr></tbody></table>',
      (number) => `Table ${number}`,
    );
    expect(html).toMatch(
      /^<p>x<\/p><div role="region" tabindex="0" aria-label="Seats &amp; &quot;posts&quot;" class="[^"]*overflow-x-auto[^"]*"><table><caption>/,
    );
    expect(html).toContain('aria-label="Table 2"');
    expect(html.match(/<\/table><\/div>/g)).toHaveLength(2);
  });
});
