import { HttpError } from '@tidings/web-kit/api-client';

// Reads the /api error body (`{ statusCode, code, error, message, fields? }`). Shared by the
// features that show a server's refusal in words: the privacy sheet and developer access.

interface ApiErrorBody {
  message?: unknown;
  fields?: Record<string, unknown>;
}

/** The body of a 4xx answer; null for a 5xx (its message is not for readers) or anything else. */
function clientErrorBody(error: unknown): ApiErrorBody | null {
  if (!(error instanceof HttpError) || error.status >= 500) return null;
  try {
    const body: unknown = JSON.parse(error.body);
    return typeof body === 'object' && body !== null ? (body as ApiErrorBody) : null;
  } catch {
    return null;
  }
}

/** The message an /api error body carries for `field` (or for the whole call), else `fallback`. */
export function serverMessage(error: unknown, fallback: string, field?: string): string {
  const body = clientErrorBody(error);
  if (!body) return fallback;
  const fieldMessage = field ? body.fields?.[field] : undefined;
  if (typeof fieldMessage === 'string') return fieldMessage;
  return typeof body.message === 'string' && body.message ? body.message : fallback;
}

/** Every field message of a validation refusal, keyed by the field's path (`scopes.0`); {} if none. */
export function serverFieldMessages(error: unknown): Record<string, string> {
  const fields = clientErrorBody(error)?.fields ?? {};
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
