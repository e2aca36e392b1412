import type { FastifyInstance } from 'fastify';

/**
 * The seam to svc-auth's sign-in sessions (an `app.sessions` repository, when the app has one):
 * the export lists them, a deletion revokes them all. Without it there is nothing to list or end.
 */
export interface LoginSessions {
  listForUser(userId: string): Promise<ReadonlyArray<object>>;
  revokeAllForUser(userId: string): Promise<unknown>;
}

const NONE: LoginSessions = { listForUser: async () => [], revokeAllForUser: async () => undefined };

export function loginSessionsOf(app: FastifyInstance): LoginSessions {
  return app.hasDecorator('sessions') ? ((app as unknown as { sessions: LoginSessions }).sessions ?? NONE) : NONE;
}
