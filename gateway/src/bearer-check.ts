import { isWellFormedAccessToken } from '@tidings/service-kit/access-token-format';
import { clientAddressKey } from '@tidings/service-kit/client-address';
import { CommonErrors } from '@tidings/service-kit/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccessTokenExchange, AccessTokenGrant, TokenExchangeUnavailable } from './access-token-exchange.js';
import { sendGatewayTimeout, sendServiceUnavailable } from './errors.js';

/** The scheme's case does not matter (RFC 9110 §11.1). */
const BEARER = /^Bearer +(\S+) *$/i;

/** Whether the request speaks for a token rather than a cookie: any Authorization header at all (see accessTokenOf). */
export function isBearerRequest(request: FastifyRequest): boolean {
  return request.headers.authorization !== undefined;
}

/**
 * The personal access token in `Authorization: Bearer tid_…`, or null without an Authorization
 * header. Anything else there — another scheme, our internal JWTs (clients never hold them), a
 * token whose checksum does not add up — is 401 TOKEN_INVALID, without asking svc-auth.
 */
export function accessTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  const token = BEARER.exec(header)?.[1];
  if (token === undefined || !isWellFormedAccessToken(token)) throw new CommonErrors.TokenInvalid();
  return token;
}

/** The grant for the request's access token, null when it carries none; throws TOKEN_INVALID or TokenExchangeUnavailable. */
export type BearerCheck = (request: FastifyRequest) => Promise<AccessTokenGrant | null>;

export function createBearerCheck(exchange: Pick<AccessTokenExchange, 'grantFor'>): BearerCheck {
  return async (request) => {
    const token = accessTokenOf(request);
    // The address as the limits count it (an IPv6 client's /64): what the token list shows as "last used from".
    return token === null ? null : exchange.grantFor(token, clientAddressKey(request.ip), request.id);
  };
}

/** svc-auth could not answer the exchange: answered as any other outage of the account service. */
export function sendExchangeUnavailable(reply: FastifyReply, error: TokenExchangeUnavailable): FastifyReply {
  return error.timedOut ? sendGatewayTimeout(reply, 'auth') : sendServiceUnavailable(reply, 'auth');
}
