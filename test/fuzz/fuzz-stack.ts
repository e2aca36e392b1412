// The stack the API fuzz runs against: the whole backend behind a real gateway (gateway-stack),
// with the starter corpus loaded (so lists, bookmarks and insights answer real articles) and the
// per-user and per-address budgets raised, so the run explores the routes rather than their 429.
import { randomBytes } from 'node:crypto';
import { registerThroughGateway, startGatewayStack, type GatewayStack } from '../gateway-stack.js';

const GENEROUS = '1000000';

export interface FuzzStack {
  stack: GatewayStack;
  username: string;
  password: string;
}

export async function startFuzzStack(): Promise<FuzzStack> {
  const stack = await startGatewayStack({
    env: {
      USER_RATE_LIMIT_EVENTS: GENEROUS,
      USER_RATE_LIMIT_WRITES: GENEROUS,
      USER_RATE_LIMIT_SEARCH: GENEROUS,
      EVENTS_USER_MAX_PER_MINUTE: GENEROUS,
      EVENTS_USER_MAX_PER_DAY: GENEROUS,
      EVENTS_USER_MAX_BYTES_PER_MINUTE: String(1024 ** 4),
      EVENTS_USER_MAX_BYTES_PER_DAY: String(1024 ** 4),
    },
    auth: { AUTH_RATE_LIMIT_MAX: GENEROUS },
    news: { CORPUS_ENABLED: 'true' },
    gateway: { VITALS_RATE_LIMIT_MAX: '100000' },
  });
  // Never the document's example password ('Harbour-lights-42', the stack helper's default): the
  // run sends the examples, so POST /api/user/password changed the fuzz user's password (and
  // DELETE /api/user could delete it) and every sign-in after that failed ("Authentication Error").
  const user = await registerThroughGateway(stack, 'fuzz_reader', `Fuzz-${randomBytes(12).toString('base64url')}`);
  return { stack, username: user.username, password: user.password };
}
