// Test support shared by the services: sessions as svc-auth issues them, and waiting on the
// asynchronous parts (NATS, consumers, outboxes).
import { randomUUID, sign } from 'node:crypto';
import { JWT_ISSUER, SESSION_COOKIE } from '../keys.js';

/** A NATS URL nothing listens on, for the "NATS is down" cases. */
export const UNREACHABLE_NATS_URL = 'nats://127.0.0.1:1';

function signedToken(privateKey: string, claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ sub: 'user-1', username: 'reader', jti: randomUUID(), sst: now * 1000, iss: JWT_ISSUER, iat: now, exp: now + 3600, ...claims })}`;
  return `${input}.${sign(null, Buffer.from(input), privateKey).toString('base64url')}`;
}

/** A session cookie as svc-auth would issue it, signed with `privateKey`; `claims` override the defaults. */
export function sessionCookie(privateKey: string, claims: Record<string, unknown> = {}): string {
  return `${SESSION_COOKIE}=${signedToken(privateKey, claims)}`;
}

/**
 * An `Authorization` header value as the gateway sends it for a personal access token: the
 * token svc-auth mints on exchange (`jti` `pat-<tid>`, `scp`, `tid`, five minutes), signed with
 * `privateKey`; `claims` override the defaults (e.g. `{ sub, scp: ['read'] }`).
 */
export function accessTokenBearer(privateKey: string, claims: Record<string, unknown> = {}): string {
  const tid = typeof claims.tid === 'string' ? claims.tid : randomUUID().slice(0, 16);
  const now = Math.floor(Date.now() / 1000);
  return `Bearer ${signedToken(privateKey, { jti: `pat-${tid}`, tid, scp: ['read', 'write'], sst: Date.now(), exp: now + 300, ...claims })}`;
}

export async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface TestableApp {
  ready(): PromiseLike<unknown>;
  close(): PromiseLike<unknown>;
  bus: { isConnected(): boolean };
  sessionRevocations?: { loaded: boolean };
  db: { dropDatabase(): Promise<unknown> };
}

/**
 * Readies a service built for a test, waits for NATS (unless the test points it at nothing, so
 * events published right away reach JetStream) and answers how to close it: drop the test's
 * database, then close the app.
 */
export async function readyForTest(app: TestableApp, natsUrl: string): Promise<() => Promise<void>> {
  await app.ready();
  if (natsUrl !== UNREACHABLE_NATS_URL) {
    await waitFor(() => app.bus.isConnected(), 'NATS connection');
    await waitFor(() => app.sessionRevocations?.loaded ?? true, 'the session revocations');
  }
  return async () => {
    await app.db.dropDatabase().catch(() => undefined);
    await app.close();
  };
}
