// The server render's line to its own /api (app.inject): what a loader asks and what it gets back.
// The server provides it (server/plugins/website.ts) and the website's loaders use it
// (web/lib/api/request-context.ts); both sides type it from here.

export interface InProcessRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: Uint8Array | string;
}

export interface ApiAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What the server hands every loader and action. */
export interface RequestInfo {
  callApi: (request: InProcessRequest) => Promise<ApiAnswer>;
  /** The site's public origin (PUBLIC_URL, no trailing slash): absolute links in share links and feeds. */
  publicUrl: string;
}
