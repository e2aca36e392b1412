import type { AccessTokenStore } from '../tokens/access-token-store.js';
import type { SessionStore } from '../session/session-store.js';

/** What the data rights need of the sign-in sessions: the export lists them, a deletion ends and forgets them. */
export type LoginSessions = Pick<SessionStore, 'listForUser' | 'endAndForgetUser'>;

/** What the data rights need of the personal access tokens: the export lists them, a deletion removes them. */
export type UserAccessTokens = Pick<AccessTokenStore, 'listForUser' | 'deleteAllForUser'>;
