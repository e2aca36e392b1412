import { TOKEN_EXCHANGE_PATH, tokenExchangeResponseSchema, type AccessTokenClaims, type TokenExchangeRequest } from '@tidings/contracts/access-tokens';
import { hashAccessToken } from '@tidings/service-kit/access-token-format';
import { CommonErrors } from '@tidings/service-kit/errors';
import { UNCOUNTED_CACHE, type CacheCounts } from '@tidings/service-kit/metrics/metrics';
import type { RevocationSet } from '@tidings/service-kit/session-revocations';
import { isAccessTokenClaims, type SessionClaims } from '@tidings/service-kit/session-token';
import type { FastifyBaseLogger } from 'fastify';
import { LruMap } from './lru-map.js';
import { isTimeout, type Upstreams } from './upstreams.js';

/** Tokens (by hash) whose grant one gateway instance remembers, and as many refusals. */
export const GRANTS_CACHED_MAX = 10_000;
/** A grant is asked for again this long before its JWT expires, so a forwarded JWT never dies in flight. */
export const GRANT_RENEW_BEFORE_EXP_MS = 60_000;
/** How long a refused token is refused without asking svc-auth again: a flood of bad tokens costs one call per token per this. */
export const REFUSAL_REMEMBERED_MS = 5_000;
export const EXCHANGE_TIMEOUT_MS = 2_000;

export type AccessTokenSession = SessionClaims & AccessTokenClaims;

/** What the services get instead of the `tid_…` token: a JWT svc-auth signed, and its claims. */
export interface AccessTokenGrant {
  jwt: string;
  claims: AccessTokenSession;
}

/** svc-auth did not answer the exchange (down, or too slow): the caller gets 503 or 504, not 401. */
export class TokenExchangeUnavailable extends Error {
  constructor(readonly timedOut: boolean) {
    super(timedOut ? 'the token exchange timed out' : 'the token exchange is unavailable');
  }
}

export interface AccessTokenExchangeOptions {
  upstreams: Pick<Upstreams, 'postJson'>;
  /** The gateway's session verifier (signature, issuer, expiry). */
  verify: (jwt: string) => unknown;
  revocations: Pick<RevocationSet, 'isRevoked'>;
  log: FastifyBaseLogger;
  timeoutMs?: number;
  now?: () => number;
  /** Counts the grant cache's hits and misses (`app.metrics.cache('access_token_grant')`). */
  cacheCounts?: CacheCounts;
}

/**
 * Trades a personal access token for the JWT the services verify, via svc-auth, and remembers the
 * answer per gateway instance. Stays correct with other instances and svc-auth writing elsewhere:
 * a cached grant is checked against the revocations (watched from NATS, < 1 s behind) on every
 * use, and a revoked one is asked for again once — a password change revokes by time and a fresh
 * grant starts after it, a deleted token is refused by svc-auth. The worst staleness is a
 * refusal remembered for REFUSAL_REMEMBERED_MS, and only for tokens that were invalid anyway.
 */
export class AccessTokenExchange {
  private readonly grants = new LruMap<string, { grant: AccessTokenGrant; renewAt: number }>(GRANTS_CACHED_MAX);
  private readonly refusals = new LruMap<string, number>(GRANTS_CACHED_MAX);
  /** One exchange per token at a time: concurrent calls with the same token share it. */
  private readonly pending = new Map<string, Promise<AccessTokenGrant | null>>();
  private readonly now: () => number;

  private readonly cacheCounts: CacheCounts;

  constructor(private readonly options: AccessTokenExchangeOptions) {
    this.now = options.now ?? Date.now;
    this.cacheCounts = options.cacheCounts ?? UNCOUNTED_CACHE;
  }

  /** The grant for a well-formed token; TOKEN_INVALID when svc-auth refuses it; TokenExchangeUnavailable when it cannot say. */
  async grantFor(token: string, address: string, requestId: string): Promise<AccessTokenGrant> {
    const tokenHash = hashAccessToken(token);
    const cached = this.grants.get(tokenHash);
    if (cached && cached.renewAt > this.now()) {
      if (!this.options.revocations.isRevoked(cached.grant.claims)) {
        this.cacheCounts.hit();
        return cached.grant;
      }
      this.grants.delete(tokenHash);
    }
    this.cacheCounts.miss();
    const refusedUntil = this.refusals.get(tokenHash);
    if (refusedUntil !== undefined && refusedUntil > this.now()) throw new CommonErrors.TokenInvalid();

    let exchange = this.pending.get(tokenHash);
    if (!exchange) {
      exchange = this.exchange(tokenHash, address, requestId).finally(() => this.pending.delete(tokenHash));
      this.pending.set(tokenHash, exchange);
    }
    const grant = await exchange;
    if (!grant) throw new CommonErrors.TokenInvalid();
    return grant;
  }

  /** Asks svc-auth; remembers the grant, or the refusal (null). */
  private async exchange(tokenHash: string, address: string, requestId: string): Promise<AccessTokenGrant | null> {
    let answer: { statusCode: number; body: string };
    try {
      const body: TokenExchangeRequest = { tokenHash, address };
      answer = await this.options.upstreams.postJson('auth', TOKEN_EXCHANGE_PATH, body, requestId, this.options.timeoutMs ?? EXCHANGE_TIMEOUT_MS);
    } catch (error) {
      this.options.log.warn({ code: (error as { code?: unknown }).code, message: (error as Error).message }, 'access token exchange failed');
      throw new TokenExchangeUnavailable(isTimeout(error));
    }
    if (answer.statusCode === 401 && codeOf(answer.body) === 'TOKEN_INVALID') return this.refuse(tokenHash);
    const parsed = answer.statusCode === 200 ? tokenExchangeResponseSchema.safeParse(parseJson(answer.body)) : null;
    if (!parsed?.success) {
      this.options.log.warn({ statusCode: answer.statusCode }, 'access token exchange: unexpected answer');
      throw new TokenExchangeUnavailable(false);
    }
    const claims = this.verified(parsed.data.token);
    // Revoked between the mint and now (the token deleted this instant): as good as refused.
    if (this.options.revocations.isRevoked(claims)) return this.refuse(tokenHash);
    const grant = { jwt: parsed.data.token, claims };
    const expiresAt = Math.min(parsed.data.expiresAt, (claims.exp ?? 0) * 1000);
    const renewAt = expiresAt - GRANT_RENEW_BEFORE_EXP_MS;
    if (renewAt > this.now()) this.grants.set(tokenHash, { grant, renewAt });
    this.refusals.delete(tokenHash);
    return grant;
  }

  private refuse(tokenHash: string): null {
    this.grants.delete(tokenHash);
    this.refusals.set(tokenHash, this.now() + REFUSAL_REMEMBERED_MS);
    return null;
  }

  /** svc-auth signs the grant with the session key: one the gateway cannot verify is a fault on our side, not the caller's. */
  private verified(jwt: string): AccessTokenSession {
    let claims: unknown;
    try {
      claims = this.options.verify(jwt);
    } catch (error) {
      this.options.log.error({ message: (error as Error).message }, 'access token exchange: the granted token does not verify');
      throw new TokenExchangeUnavailable(false);
    }
    if (!isAccessTokenClaims(claims)) {
      this.options.log.error('access token exchange: the granted token lacks its claims');
      throw new TokenExchangeUnavailable(false);
    }
    return claims;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function codeOf(text: string): unknown {
  return (parseJson(text) as { code?: unknown } | undefined)?.code;
}
