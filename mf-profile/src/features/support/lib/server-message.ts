import { HttpError } from '@tidings/web-kit/api-client';

/** The message an /api error body carries for `field` (or for the whole call), else `fallback`. */
export function serverMessage(error: unknown, fallback: string, field?: string): string {
  if (!(error instanceof HttpError) || error.status >= 500) return fallback;
  try {
    const body = JSON.parse(error.body) as { message?: unknown; fields?: Record<string, unknown> };
    const fieldMessage = field ? body.fields?.[field] : undefined;
    if (typeof fieldMessage === 'string') return fieldMessage;
    return typeof body.message === 'string' && body.message ? body.message : fallback;
  } catch {
    return fallback;
  }
}
