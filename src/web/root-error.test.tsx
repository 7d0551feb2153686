import { renderToString } from 'react-dom/server';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../shared/i18n/index.ts';
import { LanguageProvider } from './lib/i18n/language-context.tsx';
import { ErrorBoundary } from './root.tsx';

/** The root error screen as a route error of each kind would render it (product.md section 2, fallback). */
function renderError(error: unknown, lang: Lang = 'en') {
  return renderToString(
    <LanguageProvider initial={lang}>
      <ErrorBoundary error={error} />
    </LanguageProvider>,
  );
}

describe('the fallback error screen', () => {
  it("shows 'Oops! Something went wrong.' with the error's message", () => {
    const html = renderError(new Error('Database unavailable'));
    expect(html).toContain('Oops! Something went wrong.');
    expect(html).toContain('Database unavailable');
    expect(html).toContain('href="/"');
  });

  it("shows a route error's status text", async () => {
    // A real route error response, as React Router hands it to the boundary.
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw data(null, { status: 503, statusText: 'Service Unavailable' });
        },
        Component: () => null,
        ErrorBoundary: () => null,
      },
    ]);
    renderToString(<RouterProvider router={router} />);
    await router.navigate('/');
    const error = router.state.errors?.['0'];
    expect(renderError(error)).toContain('Service Unavailable');
  });

  it("falls back to 'An unexpected error occurred.', in Nepali too", () => {
    expect(renderError('not an Error')).toContain('An unexpected error occurred.');
    const ne = renderError(null, 'ne');
    expect(ne).toContain('माफ गर्नुहोस्! केही गडबड भयो।');
    expect(ne).toContain('अनपेक्षित त्रुटि भयो।');
  });
});
