import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { ClientConfig } from '@tidings/contracts/user';
import { apiGet } from '@tidings/web-kit/api-client';

export const CLIENT_CONFIG_URL = '/api/config';

/** When the server cannot say, offer nothing extra: the test account is off unless configured. */
const UNKNOWN: ClientConfig = { quickTestLogin: false };
/** A slow answer must not hold the sign-in screen back for long. */
const TIMEOUT_MS = 4000;
/** An early request older than this (the page opened signed in, say) is not reused. */
const EARLY_MAX_AGE_MS = 10_000;

// No zod here: this module is in the start-up chunk (see lazy-auth-page.tsx), zod is not.
export async function fetchClientConfig(): Promise<ClientConfig> {
  try {
    const body = await apiGet<Partial<ClientConfig>>(CLIENT_CONFIG_URL, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    return { quickTestLogin: body?.quickTestLogin === true };
  } catch {
    return UNKNOWN;
  }
}

let early: { answer: Promise<ClientConfig>; at: number } | null = null;

/** Starts the request before React runs, beside the auth chunk's download; the query takes it over. */
export function prefetchClientConfig(): void {
  early = { answer: fetchClientConfig(), at: Date.now() };
}

function takeEarlyOrFetch(): Promise<ClientConfig> {
  const started = early;
  early = null;
  return started && Date.now() - started.at < EARLY_MAX_AGE_MS ? started.answer : fetchClientConfig();
}

/**
 * Kept for the app's life (gcTime), refreshed in the background after a minute: a later visit
 * to /auth (after signing out) renders at once with the last known answer.
 */
export const clientConfigQuery = queryOptions({
  queryKey: [CLIENT_CONFIG_URL],
  queryFn: takeEarlyOrFetch,
  staleTime: 60_000,
  gcTime: Infinity,
});

/**
 * Suspends until the answer is in, so the auth page appears with or without the 'Quick Test
 * Login' button from its first paint, never with the wrong one and then a jump.
 */
export function useClientConfig(): ClientConfig {
  return useSuspenseQuery(clientConfigQuery).data;
}
