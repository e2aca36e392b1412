// While a part of a chaos run is dead, the gateway's /readyz (with HEALTH_DETAILS) must show it:
// an outage the load did not feel (another instance answered, a write waited for the database)
// must still be visible to operators, or it was silently swallowed. With one instance of each
// service, or an engine down, /readyz answers 503; with several, the service stays ready and the
// killed instance alone is listed as not ready.
import type { StackPart } from '../../scripts/stack.js';

interface InstanceHealth {
  url: string;
  ready: boolean;
}

interface ReadyAnswer {
  status?: string;
  services?: Record<string, { ready: boolean; instances?: InstanceHealth[] }>;
}

const POLL_MS = 250;

/** The gateway's name of a stack part's service ('svc-news#1' → 'news'), or null for an engine. */
function serviceOf(part: StackPart): string | null {
  const match = /^svc-(auth|news|tracking)/.exec(part);
  return match ? match[1]! : null;
}

/** Did this /readyz answer show `part` (whose first instance is `instanceUrl`, for one instance) as down? */
function showsDown(part: StackPart, status: number, answer: ReadyAnswer, instanceUrl: string | null): boolean {
  const service = serviceOf(part);
  if (!service || !part.includes('#')) return status === 503;
  const listed = answer.services?.[service]?.instances;
  // One instance: the service itself is down, the gateway not ready.
  if (!listed) return status === 503;
  return listed.some((instance) => instance.url === instanceUrl && !instance.ready);
}

/**
 * Watches the gateway's /readyz for `ms` (the outage) and answers whether it showed `part` down
 * at least once. `instanceUrl` is the killed instance's address when one instance is killed.
 */
export async function watchOutage(gatewayUrl: string, part: StackPart, instanceUrl: string | null, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  let seen = false;
  while (Date.now() < until) {
    const started = Date.now();
    try {
      const response = await fetch(`${gatewayUrl}/readyz`, { signal: AbortSignal.timeout(Math.max(500, until - started)) });
      const answer = (await response.json().catch(() => ({}))) as ReadyAnswer;
      if (showsDown(part, response.status, answer, instanceUrl)) seen = true;
    } catch {
      // The gateway itself did not answer in time: it is not what is killed here, so not a sign of the outage.
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(POLL_MS - (Date.now() - started), until - Date.now()))));
  }
  return seen;
}
