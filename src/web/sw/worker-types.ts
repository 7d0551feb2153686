// The few service-worker types this code uses. The project's TypeScript program has the DOM library
// (pages), and the WebWorker library cannot be loaded beside it without clashing declarations, so
// the worker's own events and globals are declared here, as the specification names them.

export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  readonly clientId: string;
  respondWith(response: Response | Promise<Response>): void;
}

interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}

interface WorkerClient {
  readonly url: string;
  readonly id: string;
  postMessage(message: unknown): void;
}

interface WindowClient extends WorkerClient {
  focus(): Promise<WindowClient>;
}

interface Clients {
  claim(): Promise<void>;
  matchAll(options?: { type?: 'window' | 'all'; includeUncontrolled?: boolean }): Promise<WindowClient[]>;
  openWindow(url: string): Promise<WindowClient | null>;
}

export interface ServiceWorkerScope {
  readonly clients: Clients;
  readonly registration: ServiceWorkerRegistration;
  readonly location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
  addEventListener(type: string, listener: (event: ExtendableEvent) => void): void;
}
