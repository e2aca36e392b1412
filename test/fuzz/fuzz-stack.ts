// The stack the API fuzz runs against: the whole backend behind a real gateway (gateway-stack),
// with the starter corpus loaded (so lists, bookmarks and insights answer real articles) and the
// per-user and per-address budgets raised, so the run explores the routes rather than their 429.
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
    // Fuzzed wrong current passwords (PUT /api/user/password, DELETE /api/user) count as failed
    // logins of the fuzz account: past the default limits its own sign-in (hooks.py) was refused
    // mid-run, and every later case tested nothing but the refusal.
    auth: { AUTH_RATE_LIMIT_MAX: GENEROUS, AUTH_FAILED_LOGIN_MAX: GENEROUS, AUTH_SLOWDOWN_AFTER: GENEROUS },
    news: { CORPUS_ENABLED: 'true' },
    gateway: { VITALS_RATE_LIMIT_MAX: '100000' },
  });
  const user = await registerThroughGateway(stack, 'fuzz_reader');
  return { stack, username: user.username, password: user.password };
}
