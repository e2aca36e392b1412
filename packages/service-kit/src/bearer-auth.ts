import type { FastifyRequest } from 'fastify';
import { tokenScopeFor, type AccessTokenClaims } from '@tidings/contracts/access-tokens';
import { CommonErrors } from './errors.js';
import type { RevocationSet } from './session-revocations.js';
import { isAccessTokenClaims, type SessionClaims } from './session-token.js';

/** `Bearer <header>.<payload>.<signature>`; the scheme's case does not matter (RFC 9110). */
const BEARER_JWT = /^Bearer +([\w-]+\.[\w-]+\.[\w-]+)$/i;

/**
 * The claims of `Authorization: Bearer <jwt>`, where the JWT is what svc-auth minted for a
 * personal access token (the gateway exchanges the `tid_…` the client sent for it): verified with
 * the session's key and issuer, not revoked (the token's revocation names `jti` `pat-<id>`; a
 * user-wide one, its mint time), and with a scope that opens this route. A header that is not
 * such a token is 401 TOKEN_INVALID; a route outside the token's scopes, or not for tokens at
 * all (TOKEN_SCOPES in the contracts), is 403 TOKEN_SCOPE_MISSING.
 */
export function verifyBearer(request: FastifyRequest, verify: (token: string) => unknown, revocations: RevocationSet): SessionClaims & AccessTokenClaims {
  const match = BEARER_JWT.exec(request.headers.authorization ?? '');
  if (!match) throw new CommonErrors.TokenInvalid();
  let claims: unknown;
  try {
    claims = verify(match[1]!);
  } catch {
    throw new CommonErrors.TokenInvalid();
  }
  if (!isAccessTokenClaims(claims) || revocations.isRevoked(claims)) throw new CommonErrors.TokenInvalid();

  const needed = tokenScopeFor(request.method, request.routeOptions.url ?? '');
  if (!needed) throw new CommonErrors.TokenScopeMissing('This call is for a signed-in session only: an access token cannot make it');
  if (!claims.scp.includes(needed)) throw new CommonErrors.TokenScopeMissing(`This call needs an access token with the '${needed}' scope`);
  return claims;
}
