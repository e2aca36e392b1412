import type { FastifyRequest } from 'fastify';
import { assertOwnUserId } from '@tidings/service-kit/auth';

/** The user is the token's: a body `userId`, when sent, must be the same one (else 403). */
export function assertBodyUser(request: FastifyRequest, body: { userId?: string } | null | undefined): void {
  if (body?.userId !== undefined) assertOwnUserId(request, body.userId);
}
