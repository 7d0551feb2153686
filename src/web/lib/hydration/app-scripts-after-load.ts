// A public page that runs the app asks for the app's script only once the page has loaded and painted
// (ADR 050). React Router's <Scripts/> writes ~35 module preloads and one inline module script that
// imports the route modules and the client entry; the browser starts all of them while it parses the
// HTML. A phone then paints at ~1 s anyway (nothing waits for them: ADR 030), but Lighthouse's
// simulated LCP counts every request started before the paint in its trace, so it put the whole
// ~200 KB download before LCP (docs/performance.md, 2026-11-27). Here those tags go, unchanged, into
// a <template> (whose content the browser neither fetches nor runs) and a small loader appends a copy
// to the document after `load` and the frame after it: a copied script is not parser-inserted, so it
// runs, and the preloads then fetch in parallel. Both inline scripts carry the render's mark, so the
// page's CSP allows them by hash (server/cache/script-hashes.ts), the copy included (same text).

/** The id of the template holding the app's script tags; tests look for it too. */
export const APP_SCRIPTS_TEMPLATE_ID = 'app-scripts';

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * Runs at parse time; after `load` (or at once if that has passed), waits for the next frame to be
 * painted (requestAnimationFrame, then a task), then appends the template's copy. A hidden tab paints
 * no frame (requestAnimationFrame would wait until it is shown), so there a task is enough.
 */
const LOADER =
  `(function(){var t=document.getElementById(${JSON.stringify(APP_SCRIPTS_TEMPLATE_ID)});` +
  'if(!t)return;' +
  'function run(){document.body.appendChild(t.content.cloneNode(true))}' +
  'function later(){if(document.hidden)setTimeout(run);else requestAnimationFrame(function(){setTimeout(run)})}' +
  "if(document.readyState==='complete')later();else addEventListener('load',later,{once:true})})()";

/**
 * `html` with its module preloads and the module script marked with `marker` moved into a template,
 * followed by the loader (marked too). A page without that script (no app) is returned unchanged.
 */
export function appScriptsAfterLoad(html: string, marker: string): string {
  // React Router writes `nonce` before `type`: the attributes are matched in any order.
  const moduleScript = new RegExp(
    `<script(?=[^>]*\\stype="module")(?=[^>]*\\snonce="${escapeRegExp(marker)}")[^>]*>[\\s\\S]*?</script>`,
  ).exec(html);
  if (!moduleScript) return html;
  const preloads = html.match(MODULE_PRELOAD) ?? [];
  const before = html.slice(0, moduleScript.index).replace(MODULE_PRELOAD, '');
  const after = html.slice(moduleScript.index + moduleScript[0].length).replace(MODULE_PRELOAD, '');
  return (
    before +
    `<template id="${APP_SCRIPTS_TEMPLATE_ID}">${preloads.join('')}${moduleScript[0]}</template>` +
    `<script nonce="${marker}">${LOADER}</script>` +
    after
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const MODULE_TYPE = Buffer.from('type="module"');

/**
 * appScriptsAfterLoad on the page's UTF-8 bytes. Most pages run no app (ADR 030) and have no module
 * script: they are returned as they are, never decoded (issue 24's uncached render).
 */
export function appScriptsAfterLoadInBytes(page: Buffer, marker: string): Buffer {
  if (!page.includes(MODULE_TYPE)) return page;
  const html = page.toString('utf8');
  const moved = appScriptsAfterLoad(html, marker);
  return moved === html ? page : Buffer.from(moved);
}
