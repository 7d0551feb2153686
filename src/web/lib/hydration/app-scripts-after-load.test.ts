import { describe, expect, it } from 'vitest';
import {
  APP_SCRIPTS_TEMPLATE_ID,
  appScriptsAfterLoad,
  appScriptsAfterLoadInBytes,
} from './app-scripts-after-load.ts';

const MARK = 'm4rk-_x';
const head =
  '<head><link rel="modulepreload" href="/assets/dictionary-ne.js"/><link rel="stylesheet" href="/app.css"/></head>';
const context = `<script nonce="${MARK}">window.__reactRouterContext = {};</script>`;
const preloads =
  '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/root.js"/>';
// As React Router writes it: `nonce` first.
const moduleScript = `<script nonce="${MARK}" type="module" async="">import * as route0 from "/assets/root.js"; import("/assets/entry.client.js");</script>`;
const stream = `<script nonce="${MARK}">window.__reactRouterContext.streamController.close();</script>`;
const page = `<html>${head}<body><main><h1>Contact</h1></main>${preloads}${context}${moduleScript}${stream}</body></html>`;

describe('appScriptsAfterLoad', () => {
  const html = appScriptsAfterLoad(page, MARK);
  const template = new RegExp(`<template id="${APP_SCRIPTS_TEMPLATE_ID}">([\\s\\S]*?)</template>`).exec(html);

  it('moves every module preload (head and body) and the module script, unchanged, into one template', () => {
    expect(template?.[1]).toBe(
      '<link rel="modulepreload" href="/assets/dictionary-ne.js"/>' + preloads + moduleScript,
    );
    // Nothing of them is left outside the template: the browser requests no module while it parses.
    const outside = html.replace(template![0], '');
    expect(outside).not.toContain('modulepreload');
    expect(outside).not.toContain('type="module"');
    // The rest stays where it was: the stylesheet, the content, the router's context and stream.
    expect(outside).toContain('<link rel="stylesheet" href="/app.css"/>');
    expect(html.indexOf(context)).toBeLessThan(html.indexOf(template![0]));
    expect(html.indexOf(template![0])).toBeLessThan(html.indexOf(stream));
  });

  it('follows the template with a loader that waits for load, marked so the CSP allows it', () => {
    const after = html.slice(html.indexOf(template![0]) + template![0].length);
    const loader = new RegExp(`^<script nonce="${MARK}">([^<]*)</script>`).exec(after);
    expect(loader?.[1]).toContain(`getElementById("${APP_SCRIPTS_TEMPLATE_ID}")`);
    expect(loader?.[1]).toContain("addEventListener('load'");
    expect(loader?.[1]).toContain("document.readyState==='complete'");
  });

  it('keeps every marked inline script byte for byte, so the CSP hashes it as before, and marks the loader', () => {
    // The server hashes the text of each inline script carrying the mark (server/cache/script-hashes.ts),
    // the template's included; the browser checks a copied script against the same hash.
    const marked = (text: string) =>
      [...text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script/g)]
        .filter(([, attributes]) => attributes!.includes(` nonce="${MARK}"`))
        .map(([, , body]) => body);
    const before = marked(page);
    const after = marked(html);
    expect(after).toEqual(expect.arrayContaining(before));
    expect(after).toHaveLength(before.length + 1);
  });

  it('leaves a page without the app, or without the module script marked for this render, unchanged', () => {
    const readOnly = `<html>${head}<body><main>x</main><script async src="/assets/register-sw.js"></script></body></html>`;
    expect(appScriptsAfterLoad(readOnly, MARK)).toBe(readOnly);
    // A module script not carrying this render's mark (not the renderer's own) is no trigger.
    expect(appScriptsAfterLoad(page, 'other')).toBe(page);
  });
});

describe('appScriptsAfterLoadInBytes', () => {
  it("gives the string transformation's bytes for a page with the app", () => {
    const bytes = appScriptsAfterLoadInBytes(Buffer.from(page), MARK);
    expect(bytes.toString('utf8')).toBe(appScriptsAfterLoad(page, MARK));
  });

  it('returns the very buffer of a page without a module script (never decoded)', () => {
    const readOnly = Buffer.from(`<html>${head}<body><main>गुठी</main></body></html>`);
    expect(appScriptsAfterLoadInBytes(readOnly, MARK)).toBe(readOnly);
  });
});
