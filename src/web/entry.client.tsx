// The browser's entry: React Router's default, except that the dictionary of the page's language is
// loaded first (the page was rendered in it; hydrating needs the same strings). The server preloads
// that file in the HTML, so this waits for a download already under way.
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { parseLanguage, defaultLanguage } from '../shared/i18n/index.ts';
import { loadDictionary } from './lib/i18n/load-dictionary.ts';
// Registers the service worker once the page has loaded (ADR 047).
import './enhance/register-sw.js';
import { openLinksAsWholePagesOffline } from './lib/offline/whole-page-links-offline.ts';
import { withoutTrackingParameters } from '../shared/tracking-parameters.ts';

// The address as the server read it, without tracking parameters (ADR 057), before the router reads
// it: hydration then draws the links the server drew, and an address copied from the bar is clean.
const address = location.pathname + location.search;
const cleanAddress = withoutTrackingParameters(address);
if (cleanAddress !== address) history.replaceState(history.state, '', cleanAddress + location.hash);

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

openLinksAsWholePagesOffline();

// Without its strings the page stays as the server sent it: links and forms work without JavaScript.
loadDictionary(parseLanguage(document.documentElement.lang) ?? defaultLanguage).then(
  hydrate,
  (error: unknown) => console.error('The page stays without JavaScript: its dictionary did not load', error),
);
