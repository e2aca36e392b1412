import type { SessionStore } from '../session/session-store.js';

/** What the data rights need of the sign-in sessions: the export lists them, a deletion ends and forgets them. */
export type LoginSessions = Pick<SessionStore, 'listForUser' | 'endAndForgetUser'>;
