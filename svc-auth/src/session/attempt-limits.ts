import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AuthErrors } from '../errors.js';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Hooks for login and register: one counts per client IP, the other per username. */
    attemptLimits: { byIp: Hook; byUsername: Hook };
  }
}

export interface AttemptLimitOptions {
  max: number;
  windowMs: number;
}

/**
 * Two independent limits on login and register attempts, shared by both routes: per client IP
 * (checked first, before the body is read) and per lowercased username (so one account cannot be
 * guessed at from many addresses). Over either limit the answer is 429 with Retry-After.
 */
export const attemptLimitsPlugin = fp<AttemptLimitOptions>(
  async (app: FastifyInstance, options) => {
    await app.register(rateLimit, { global: false });
    const common = { max: options.max, timeWindow: options.windowMs };
    const byIp = app.createRateLimit({ ...common, keyGenerator: (request) => `ip:${request.ip}` });
    const byUsername = app.createRateLimit({ ...common, keyGenerator: (request) => `user:${usernameOf(request)}` });
    app.decorate('attemptLimits', { byIp: enforce(byIp), byUsername: enforce(byUsername) });
  },
  { name: 'svc-auth-attempt-limits' },
);

function usernameOf(request: FastifyRequest): string {
  const body = request.body as { username?: unknown } | undefined;
  return typeof body?.username === 'string' ? body.username.trim().toLowerCase() : '';
}

function enforce(limiter: Limiter): Hook {
  return async (request, reply) => {
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds);
    reply.header('retry-after', String(seconds));
    throw new AuthErrors.RateLimited(seconds);
  };
}
