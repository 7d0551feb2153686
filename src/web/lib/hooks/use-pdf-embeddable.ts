import { usePageIdle } from './use-page-idle.ts';

/**
 * Whether a PDF may be embedded now: only in a browser that can show PDFs inline (Chrome on Android
 * cannot: an embedded PDF is an empty box there; `navigator.pdfViewerEnabled` says so), and only once
 * the page has loaded and is idle, because each embed starts the browser's whole PDF viewer.
 * False on the server and during hydration: the HTML always carries the plain document card.
 */
export function usePdfEmbeddable(): boolean {
  const idle = usePageIdle();
  return idle && navigator.pdfViewerEnabled !== false;
}
