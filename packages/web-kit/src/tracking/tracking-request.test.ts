import { describe, expect, it } from 'vitest';
import { TIME_ZONE_HEADER } from '@tidings/contracts/tracking';
import { HttpError } from '../api-client';
import { json, stubFetch } from '../testing/fetch-stub';
import { sendTrackingRequest } from './tracking-request';

describe('tracking request', () => {
  it('sends JSON with cookies, keepalive when asked and the time zone only when asked', async () => {
    const { calls } = stubFetch({ 'POST /api/x': () => json({ ok: true }) });
    await expect(sendTrackingRequest('POST', '/api/x', { a: 1 }, { keepalive: true })).resolves.toEqual({ ok: true });
    await sendTrackingRequest('POST', '/api/x', undefined, { withTimeZone: true });
    const [first, second] = calls;
    expect(first!.init).toMatchObject({ method: 'POST', credentials: 'include', keepalive: true, body: '{"a":1}', headers: { 'Content-Type': 'application/json' } });
    expect(first!.init.headers).not.toHaveProperty(TIME_ZONE_HEADER);
    expect(second!.init).toMatchObject({ keepalive: false, body: undefined, headers: { 'Content-Type': 'application/json', [TIME_ZONE_HEADER]: expect.any(String) } });
  });

  it('fails in the spec’s error format', async () => {
    stubFetch({ 'POST /api/x': () => new Response('{"code":"FORBIDDEN"}', { status: 403, statusText: 'Forbidden' }) });
    const failure = sendTrackingRequest('POST', '/api/x', {});
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toThrow('403: {"code":"FORBIDDEN"}');
  });
});
