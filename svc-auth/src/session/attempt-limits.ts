import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { clientAddressKey } from '@tidings/service-kit/client-address';
import type { LimitRule } from '@tidings/service-kit/rate-limit';
import { AuthErrors } from '../errors.js';
import { usernameKeyOf } from '../users/username.js';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Hooks for login and register: `byIp` (onRequest) counts every attempt per client address;
     * `byUsername` (preHandler, acts on login only) limits one address guessing at one account
     * and slows down — never blocks — an account guessed at from many addresses.
     * `wrongPassword`: call it when a signed-in route's password confirmation fails; it counts
     * the guess against the account and ends the session once it has guessed too often.
     */
    attemptLimits: { byIp: Hook; byUsername: Hook; wrongPassword: Hook };
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
/**
 * Wrong passwords per account within `failedWindowMs` on the routes that confirm one (password
 * change, account deletion): the one that reaches it ends the session that sent it.
 */
export const WRONG_PASSWORDS_BEFORE_SIGN_OUT = 5;
/** Beyond its delay, how long an attempt is expected to hold its account's slot (hash check, session write). */
const SLOT_WORK_MS = 1_000;
/** Beyond its delay, the longest it may: a holder that died or hung frees the slot after this. */
const SLOT_LEASE_MARGIN_MS = 15_000;

/** The wait before a login on an account with `failures` recent failures (see README: login limits). */
export function slowdownDelayMs(failures: number, options: Pick<AttemptLimitOptions, 'slowdownAfter' | 'slowdownMaxDelayMs'>): number {
  const over = failures - options.slowdownAfter;
  if (over <= 0) return 0;
  return Math.min(options.slowdownMaxDelayMs, FIRST_DELAY_MS * 2 ** Math.min(over - 1, 20));
}

/** What a login attempt counted, to give back when it succeeds, and its account's slot if it took it. */
interface CountedAttempt {
  account: string;
  pair: string;
  release?: () => Promise<void>;
}

/**
 * Login limits that a stranger cannot turn against a user: per IP (every attempt, login and
 * register alike), per (username, IP) for failures, and per username only a bounded, growing
 * delay — a lock per username would let anyone lock anyone out. Failures are counted when the
 * attempt starts (so a burst in parallel is counted in full) and given back when it succeeds, so
 * a user who signs in often never meets their own limit. Counted in the store every instance
 * shares (`app.rateLimiter`); over a limit: 429 AUTH_RATE_LIMITED with Retry-After.
 *
 * Past `slowdownAfter` failures an account takes one login at a time, across every instance (a
 * slot in the same store): the attempt holding it waits its delay, then checks the password; one
 * arriving meanwhile is answered 429 with the holder's expected end as Retry-After (it counted
 * nothing), so parallel guesses share the delay instead of each sleeping its own. A login from a
 * browser that has signed in to that account before (its device cookie) skips the slot and only
 * waits: a stranger who keeps the slot busy cannot keep the user out of it there.
 *
 * Usernames are counted by `usernameKeyOf`, the key login finds the account by, so no spelling
 * of one account ('Alice', 'alıce', 'ＡＬＩＣＥ') gets a budget of its own; addresses by
 * `clientAddressKey` (an IPv6 client by its /64).
 */
export const attemptLimitsPlugin = fp<AttemptLimitOptions>(
  async (app: FastifyInstance, options) => {
    const limiter = app.rateLimiter;
    const perIp: LimitRule = { name: 'auth-attempts-ip', max: options.ipMax, windowMs: options.windowMs };
    const perPair: LimitRule = { name: 'login-failures-user-ip', max: options.failedMax, windowMs: options.failedWindowMs };
    const perUser: LimitRule = { name: 'login-failures-user', max: options.slowdownAfter, windowMs: options.failedWindowMs };
    const perConfirm: LimitRule = { name: 'password-confirm-failures-user', max: WRONG_PASSWORDS_BEFORE_SIGN_OUT, windowMs: options.failedWindowMs };
    const attempts = new WeakMap<FastifyRequest, CountedAttempt>();

    const giveBack = (attempt: CountedAttempt) => Promise.all([limiter.hit(perPair, attempt.pair, -1), limiter.hit(perUser, attempt.account, -1)]);

    const byIp: Hook = async (request, reply) => {
      const verdict = await limiter.hit(perIp, clientAddressKey(request.ip));
      if (!verdict.allowed) refuse(reply, verdict.retryAfterSeconds);
    };

    const byUsername: Hook = async (request, reply) => {
      if (request.routeOptions.url !== LOGIN_URL) return;
      const account = accountKeyOf(request);
      const attempt: CountedAttempt = { account, pair: `${account}\n${clientAddressKey(request.ip)}` };
      const pair = await limiter.hit(perPair, attempt.pair);
      if (!pair.allowed) refuse(reply, pair.retryAfterSeconds);
      const user = await limiter.hit(perUser, account);
      attempts.set(request, attempt);
      const failures = user.count - 1;
      if (failures <= options.slowdownAfter) return;
      const delay = slowdownDelayMs(failures, options);
      if (!app.sessionCookie.knowsDevice(request, account)) {
        const slot = await limiter.claim('login-account', account, { expectedMs: delay + SLOT_WORK_MS, leaseMs: delay + SLOT_LEASE_MARGIN_MS });
        if (!slot.held) {
          // Not a guess: it checks no password, so it counts nothing against the account or the pair.
          attempts.delete(request);
          await giveBack(attempt);
          request.log.info({ failures }, 'login refused: another attempt on this account is in progress');
          refuse(reply, slot.retryAfterSeconds);
        }
        attempt.release = slot.release;
      }
      if (delay > 0) {
        request.log.info({ delayMs: delay, failures }, 'login slowed down: many recent failures for this username');
        await sleep(delay);
      }
    };

    // The attempt is over once its answer is ready: its slot is free, and a success gives back
    // what it counted (only failures stay).
    app.addHook('onSend', async (request, reply, payload) => {
      const attempt = attempts.get(request);
      if (attempt) {
        attempts.delete(request);
        await attempt.release?.();
        if (reply.statusCode < 400) await giveBack(attempt);
      }
      return payload;
    });

    const wrongPassword: Hook = async (request, reply) => {
      const session = request.session!;
      const account = usernameKeyOf(session.username);
      // The same guess as a failed login: it also counts toward the account's slow-down.
      const [, strikes] = await Promise.all([limiter.hit(perUser, account), limiter.hit(perConfirm, account)]);
      if (strikes.count < WRONG_PASSWORDS_BEFORE_SIGN_OUT) return;
      await app.sessions.revoke(session.jti);
      app.sessionCookie.clear(request, reply, { forgetDevice: true });
      request.log.warn({ userId: session.sub, wrongPasswords: strikes.count }, 'session ended: too many wrong passwords');
      throw new AuthErrors.SessionEndedWrongPasswords();
    };

    app.decorate('attemptLimits', { byIp, byUsername, wrongPassword });
  },
  { name: 'svc-auth-attempt-limits', dependencies: ['tidings-user-rate-limits', 'svc-auth-sessions', 'svc-auth-session-cookie'] },
);

/** The login's username as login looks the account up (`usernameKeyOf`). */
function accountKeyOf(request: FastifyRequest): string {
  const body = request.body as { username?: unknown } | undefined;
  return typeof body?.username === 'string' ? usernameKeyOf(body.username) : '';
}

function refuse(reply: FastifyReply, seconds: number): never {
  reply.header('retry-after', String(seconds));
  throw new AuthErrors.RateLimited(seconds);
}
