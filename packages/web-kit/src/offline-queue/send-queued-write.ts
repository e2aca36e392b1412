import { IDEMPOTENCY_KEY_HEADER } from '@tidings/contracts/idempotency-protocol';
import { isNetworkFailure, reportNetworkFailure, reportNetworkSuccess } from '@tidings/web-kit/offline/connectivity';
import { HttpError, renewSessionIfDue } from '@tidings/web-kit/api-client';
import type { QueuedWrite } from './queued-write';

/**
 * One attempt at a queued write, always with its Idempotency-Key. `keepalive` lets it outlive the
 * page (the browser's 64 KB budget: queued writes are small). Rejects with an HttpError for a
 * non-ok answer and with the browser's TypeError when there is no network.
 */
export async function sendQueuedWrite(write: QueuedWrite, keepalive: boolean): Promise<unknown> {
  const headers: Record<string, string> = { [IDEMPOTENCY_KEY_HEADER]: write.id, ...write.headers };
  if (write.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(write.url, {
      method: write.method,
      credentials: 'include',
      keepalive,
      headers,
      body: write.body === undefined ? undefined : JSON.stringify(write.body),
    });
  } catch (error) {
    // The banner and the screens learn of it too: a write that finds no network means offline.
    if (isNetworkFailure(error)) reportNetworkFailure();
    throw error;
  }
  reportNetworkSuccess();
  renewSessionIfDue(response);
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new HttpError(response.status, text, response.statusText);
  return text ? (JSON.parse(text) as unknown) : undefined;
}
