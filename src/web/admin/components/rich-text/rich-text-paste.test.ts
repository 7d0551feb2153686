// What the editor keeps of a paste from Word or Google Docs before Tiptap reads it (the server's allowlist
// has the last word: server/rich-text/sanitize.ts).
import { describe, expect, it } from 'vitest';
import { cleanPastedHtml } from './rich-text-editor.tsx';

describe('a pasted document', () => {
  it('loses Word’s comments, Office tags, styles and classes, and keeps its structure', () => {
    const word =
      '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta charset="utf-8"><style>p.MsoNormal{margin:0}</style></head>' +
      '<body><!--StartFragment--><h1 class="MsoTitle" style="color:red">Tender list<o:p></o:p></h1>' +
      '<table class="MsoTableGrid" border="1" width="600"><tr><td width="300" style="border:solid"><p class="MsoNormal">१</p></td></tr></table>' +
      '<!--EndFragment--></body></html>';
    const clean = cleanPastedHtml(word);
    expect(clean).not.toMatch(/<!--|o:p|style|class=|MsoNormal\{|<meta/);
    expect(clean).toContain('<h1>Tender list</h1>');
    expect(clean).toContain('<td><p>१</p></td>');
  });
});
