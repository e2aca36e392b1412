import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TOKEN_EXCHANGE_PATH, tokenExchangeRequestSchema, tokenExchangeResponseSchema } from '@tidings/contracts/access-tokens';
import { CommonErrors, errorResponses } from '@tidings/service-kit/errors';
import { AuthErrors } from '../errors.js';
import { mintedJti } from '../tokens/access-token-store.js';

/** A minted token lives this long at most (never past its personal access token's expiry). */
export const MINTED_TOKEN_MS = 5 * 60_000;

/**
 * The gateway's exchange of a personal access token (by its sha256) for a short-lived token signed
 * like a session's, which every service verifies as it verifies the cookie. Its `sst` is the mint
 * time, so a user-wide revocation (password change, account deletion) ends the tokens minted
 * before it while a fresh exchange after a password change works. Internal: hidden from OpenAPI,
 * and the gateway's route map does not route /internal.
 */
export const tokenExchangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    TOKEN_EXCHANGE_PATH,
    {
      schema: { hide: true, body: tokenExchangeRequestSchema, response: { 200: tokenExchangeResponseSchema, ...errorResponses(400, 401) } },
    },
    async (request) => {
      const now = Date.now();
      const record = await app.accessTokens.findUsable(request.body.tokenHash, now);
      if (!record) throw new CommonErrors.TokenInvalid();
      const user = await app.accounts.currentUser(record.userId).catch((error: unknown) => {
        throw error instanceof AuthErrors.AccountGone ? new CommonErrors.TokenInvalid() : error;
      });
      const exp = Math.floor(Math.min(now + MINTED_TOKEN_MS, record.expiresAt?.getTime() ?? Infinity) / 1000);
      const token = app.jwt.sign({ sub: record.userId, username: user.username, jti: mintedJti(record._id), sst: now, scp: record.scopes, tid: record._id, exp });
      // A failed note of the last use must not fail the call it notes.
      await app.accessTokens.markUsed(record._id, request.body.address, now).catch((error: unknown) => request.log.warn({ err: error }, 'could not note a token use'));
      return { token, expiresAt: exp * 1000 };
    },
  );
};
