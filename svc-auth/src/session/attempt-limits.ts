import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { LimitRule } from '@tidings/service-kit/rate-limit';
import { AuthErrors } from '../errors.js';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Hooks for login and register: `byIp` (onRequest) counts every attempt per client address;
     * `byUsername` (preHandler, acts on login only) limits one address guessing at one account
     * and slows down — never blocks — an account guessed at from many addresses.
     */
    attemptLimits: { byIp: Hook; byUsername: Hook };
  }
}

export interface AttemptLimitOptions {
  /** Login and register attempts per client IP per `windowMs`. */
  ipMax: number;
  windowMs: number;
  /** Failed logins per (username, IP) per `failedWindowMs` before that pair is refused. */
  failedMax: number;
  failedWindowMs: number;
  /** Failed logins per username (any IP) per `failedWindowMs` before its attempts are delayed. */
  slowdownAfter: number;
  slowdownMaxDelayMs: number;
}

const LOGIN_URL = '/api/login';
/** The first delay once an account is past `slowdownAfter`; it doubles with each failure after. */
const FIRST_DELAY_MS = 250;

/** The wait before a login on an account with `failures` recent failures (see README: login limits). */
export function slowdownDelayMs(failures: number, options: Pick<AttemptLimitOptions, 'slowdownAfter' | 'slowdownMaxDelayMs'>): number {
  const over = failures - options.slowdownAfter;
  if (over <= 0) return 0;
  return Math.min(options.slowdownMaxDelayMs, FIRST_DELAY_MS * 2 ** Math.min(over - 1, 20));
}

/**
 * Login limits that a stranger cannot turn against a user: per IP (every attempt, login and
 * register alike), per (username, IP) for failures, and per username only a bounded, growing
 * delay — a lock per username would let anyone lock anyone out. Failures are counted when the
 * attempt starts (so a burst in parallel is counted in full) and given back when it succeeds, so
 * a user who signs in often never meets their own limit. Counted in the store every instance
 * shares (`app.rateLimiter`); over a limit: 429 AUTH_RATE_LIMITED with Retry-After.
 */
export const attemptLimitsPlugin = fp<AttemptLimitOptions>(
  async (app: FastifyInstance, options) => {
    const limiter = app.rateLimiter;
    const perIp: LimitRule = { name: 'auth-attempts-ip', max: options.ipMax, windowMs: options.windowMs };
    const perPair: LimitRule = { name: 'login-failures-user-ip', max: options.failedMax, windowMs: options.failedWindowMs };
    const perUser: LimitRule = { name: 'login-failures-user', max: options.slowdownAfter, windowMs: options.failedWindowMs };
    const counted = new WeakSet<FastifyRequest>();

    const byIp: Hook = async (request, reply) => {
      const verdict = await limiter.hit(perIp, request.ip);
      if (!verdict.allowed) refuse(reply, verdict.retryAfterSeconds);
    };

    const byUsername: Hook = async (request, reply) => {
      if (request.routeOptions.url !== LOGIN_URL) return;
      const username = usernameOf(request);
      const pair = await limiter.hit(perPair, `${username}\n${request.ip}`);
      if (!pair.allowed) refuse(reply, pair.retryAfterSeconds);
      const user = await limiter.hit(perUser, username);
      counted.add(request);
      const delay = slowdownDelayMs(user.count - 1, options);
      if (delay > 0) {
        request.log.info({ delayMs: delay, failures: user.count - 1 }, 'login slowed down: many recent failures for this username');
        await sleep(delay);
      }
    };

    // A successful login gives back what its attempt counted: only failures stay.
    app.addHook('onSend', async (request, reply, payload) => {
      if (counted.has(request) && reply.statusCode < 400) {
        const username = usernameOf(request);
        await Promise.all([limiter.hit(perPair, `${username}\n${request.ip}`, -1), limiter.hit(perUser, username, -1)]);
      }
      return payload;
    });

    app.decorate('attemptLimits', { byIp, byUsername });
  },
  { name: 'svc-auth-attempt-limits', dependencies: ['tidings-user-rate-limits'] },
);

function usernameOf(request: FastifyRequest): string {
  const body = request.body as { username?: unknown } | undefined;
  return typeof body?.username === 'string' ? body.username.normalize('NFKC').trim().toLowerCase() : '';
}

function refuse(reply: FastifyReply, seconds: number): never {
  reply.header('retry-after', String(seconds));
  throw new AuthErrors.RateLimited(seconds);
}
