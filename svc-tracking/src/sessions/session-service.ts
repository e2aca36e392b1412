import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CommonErrors } from '@tidings/service-kit/errors';
import { isDuplicateKeyError } from '@tidings/service-kit/mongo';
import { TrackingErrors } from '../errors.js';
import type { Clock } from '../lib/dates.js';
import type { SessionRecord, SessionRepository } from './session-repository.js';

/** A session on another platform with no activity for this long is ended by the next start. */
export const STALE_SESSION_MS = 30 * 60_000;

/**
 * Reading sessions. Decisions: a session id belongs to the user who started it (anyone else gets
 * 403); starting is idempotent per id (a repeat answers the stored session, even once ended, and
 * never reactivates it); a new session ends the same user's other active sessions on the same
 * platform (the client keeps one per device and may never have sent the end of the last one, the
 * page having been killed) and those on other platforms idle for 30 minutes — only ever ones that
 * started before it, so racing starts on two instances leave the newest one active.
 */
export class SessionService {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly clock: Clock,
  ) {}

  /** Racing starts, here or on other instances, are ordered by start time (see endReplaced, hasNewer). */
  async start(userId: string, sessionId: string, platform: string): Promise<SessionRecord> {
    const existing = await this.sessions.find(sessionId);
    if (existing) return this.ownedBy(existing, userId);
    const now = this.clock();
    let created: SessionRecord;
    try {
      created = await this.sessions.create({ sessionId, userId, platform }, now);
    } catch (error) {
      // Another instance (or user) took the id a moment ago: answer what is stored.
      if (!isDuplicateKeyError(error)) throw error;
      const winner = await this.sessions.find(sessionId);
      if (!winner) throw error;
      return this.ownedBy(winner, userId);
    }
    await this.sessions.endReplaced(created, new Date(now.getTime() - STALE_SESSION_MS), now);
    // A newer start on another instance (or one whose clock is ahead) may have missed this row.
    if (await this.sessions.hasNewer(created)) {
      await this.sessions.end(sessionId, now);
      return (await this.sessions.find(sessionId)) ?? created;
    }
    return created;
  }

  async end(userId: string, sessionId: string): Promise<SessionRecord> {
    const session = await this.owned(userId, sessionId);
    if (!session.isActive) return session;
    await this.sessions.end(sessionId, this.clock());
    return this.ownedBy((await this.sessions.find(sessionId))!, userId);
  }

  /** 404 when unknown, 403 when another user's. */
  async owned(userId: string, sessionId: string): Promise<SessionRecord> {
    const session = await this.sessions.find(sessionId);
    if (!session) throw new TrackingErrors.SessionNotFound();
    return this.ownedBy(session, userId);
  }

  /**
   * For an engagement post, before it is applied: marks the user's session active now in one
   * write. Another user's session is 403 (and nothing was written); an unknown id is accepted,
   * because the client sends its first view while the session start may still be on its way.
   */
  async touchForPost(userId: string, sessionId: string): Promise<void> {
    if (await this.sessions.touch(sessionId, userId, this.clock())) return;
    const session = await this.sessions.find(sessionId);
    if (session) this.ownedBy(session, userId);
  }

  private ownedBy(session: SessionRecord, userId: string): SessionRecord {
    if (session.userId !== userId) throw new CommonErrors.Forbidden();
    return session;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionService: SessionService;
  }
}

export const sessionServicePlugin = fp<{ clock: Clock }>(
  async (app: FastifyInstance, { clock }) => {
    app.decorate('sessionService', new SessionService(app.readingSessions, clock));
  },
  { name: 'svc-tracking-session-service', dependencies: ['svc-tracking-sessions'] },
);
