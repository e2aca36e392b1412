import { TOKEN_EXCHANGE_PATH, type TokenScope } from '@tidings/contracts/access-tokens';
import { generateAccessToken, hashAccessToken } from '@tidings/service-kit/access-token-format';
import { JWT_ALGORITHM, JWT_ISSUER } from '@tidings/service-kit/keys';
import { createSigner } from 'fast-jwt';
import type { FastifyInstance } from 'fastify';
import { keys } from './helpers.js';

export interface ExchangeCall {
  tokenHash: string;
  address: string;
  requestId: string | undefined;
}

interface StoredToken {
  id: string;
  userId: string;
  scopes: TokenScope[];
}

/**
 * svc-auth's side of the exchange as the contract says, for a fake auth service: tokens made with
 * `create` are answered with a JWT signed like a session's (`jti: pat-<id>`, `sst` = now, `scp`,
 * `tid`); any other hash with 401 TOKEN_INVALID. Pass `setup` to startFakeService / startStack.
 */
export function fakeTokenExchange(options: { lifetimeMs?: number; delayMs?: number } = {}) {
  const tokens = new Map<string, StoredToken>();
  const calls: ExchangeCall[] = [];
  let next = 1;
  const sign = createSigner({ key: keys.privateKey, algorithm: JWT_ALGORITHM, iss: JWT_ISSUER, expiresIn: options.lifetimeMs ?? 300_000 });
  return {
    calls,
    /** A new token (its text, as shown once) with these scopes. */
    create(scopes: TokenScope[] = ['read', 'write'], userId = 'u1'): string {
      const token = generateAccessToken();
      tokens.set(hashAccessToken(token), { id: `t${next++}`, userId, scopes });
      return token;
    },
    idOf(token: string): string {
      return tokens.get(hashAccessToken(token))!.id;
    },
    remove(token: string): void {
      tokens.delete(hashAccessToken(token));
    },
    setup(app: FastifyInstance): void {
      app.post(TOKEN_EXCHANGE_PATH, async (request, reply) => {
        const body = JSON.parse(request.body as string) as { tokenHash: string; address: string };
        calls.push({ ...body, requestId: request.headers['x-request-id'] as string | undefined });
        if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
        const stored = tokens.get(body.tokenHash);
        if (!stored) return reply.code(401).send({ statusCode: 401, code: 'TOKEN_INVALID', error: 'Unauthorized', message: 'The access token is invalid, expired or revoked' });
        const token = sign({ sub: stored.userId, username: 'ada', jti: `pat-${stored.id}`, sst: Date.now(), scp: stored.scopes, tid: stored.id });
        return { token, expiresAt: Date.now() + (options.lifetimeMs ?? 300_000) };
      });
    },
  };
}
