// Errors of API calls, as product.md section 8 describes: an HTTP failure carries the status and the
// answer's message field (else the body, else a generic text); a network failure has status null.
const GENERIC_API_ERROR = 'Something went wrong. Please try again.';

export class ApiError extends Error {
  readonly status: number | null;
  readonly fieldErrors: Record<string, string>;
  constructor(status: number | null, message: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

export function apiErrorFromAnswer(status: number, body: string): ApiError {
  try {
    const parsed = JSON.parse(body) as { message?: unknown; errors?: unknown };
    const message = typeof parsed.message === 'string' ? parsed.message : body || GENERIC_API_ERROR;
    const errors =
      parsed.errors && typeof parsed.errors === 'object' ? (parsed.errors as Record<string, string>) : {};
    return new ApiError(status, message, errors);
  } catch {
    return new ApiError(status, body || GENERIC_API_ERROR);
  }
}
