import { IDEMPOTENCY_KEY_HEADER } from '@tidings/contracts/idempotency';
import { HttpError, renewSessionIfDue } from '../api-client';
import type { QueuedWrite } from './queued-write';

/**
 * One attempt at a queued write, always with its Idempotency-Key. `keepalive` lets it outlive the
 * page (the browser's 64 KB budget: queued writes are small). Rejects with an HttpError for a
 * non-ok answer and with the browser's TypeError when there is no network.
 */
export async function sendQueuedWrite(write: QueuedWrite, keepalive: boolean): Promise<unknown> {
  const headers: Record<string, string> = { [IDEMPOTENCY_KEY_HEADER]: write.id, ...write.headers };
  if (write.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(write.url, {
    method: write.method,
    credentials: 'include',
    keepalive,
    headers,
    body: write.body === undefined ? undefined : JSON.stringify(write.body),
  });
  renewSessionIfDue(response);
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new HttpError(response.status, text, response.statusText);
  return text ? (JSON.parse(text) as unknown) : undefined;
}
