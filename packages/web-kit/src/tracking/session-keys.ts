import { ID_LENGTH } from '@tidings/contracts/tracking';
import { jsonSlot, SESSION_ID_KEY, SESSION_START_TIME_KEY, type JsonSlot } from './tracking-storage';

// The session id and start time in this tab's storage (spec section 3). They are written when a
// session starts and removed when its end is sent, so finding them on load means the last page in
// this tab died without ending its session (a crash, a killed tab): the client then ends it.
// A reload is an unload, so it ends the session and the new page starts another (the server never
// reactivates an ended session id).

export interface StoredSession {
  sessionId: string;
  startedAt: number;
}

export interface SessionKeys {
  read(): StoredSession | null;
  write(session: StoredSession): void;
  clear(): void;
}

const asSessionId = (stored: unknown) => (typeof stored === 'string' && stored.length === ID_LENGTH ? stored : null);
const asTime = (stored: unknown) => (typeof stored === 'number' && Number.isFinite(stored) ? stored : null);

export function sessionKeys(
  idSlot: JsonSlot<string | null> = jsonSlot('session', SESSION_ID_KEY, asSessionId, () => null),
  startSlot: JsonSlot<number | null> = jsonSlot('session', SESSION_START_TIME_KEY, asTime, () => null),
): SessionKeys {
  return {
    read() {
      const sessionId = idSlot.read();
      return sessionId ? { sessionId, startedAt: startSlot.read() ?? 0 } : null;
    },
    write({ sessionId, startedAt }) {
      idSlot.write(sessionId);
      startSlot.write(startedAt);
    },
    clear() {
      idSlot.remove();
      startSlot.remove();
    },
  };
}
