// The error a handler throws on purpose. A leaf: it imports nothing, so every layer (http, plugins,
// auth, modules) can throw it without importing the layer that answers it (http/api-errors.ts).

/** An error a handler throws on purpose: its message is a dictionary key or plain text. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly fieldErrors?: Record<string, string>;
  constructor(statusCode: number, message: string, fieldErrors?: Record<string, string>) {
    super(message);
    this.statusCode = statusCode;
    this.fieldErrors = fieldErrors;
  }
}
