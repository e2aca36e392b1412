// The typed client of the Tidings /api: openapi-fetch over the types generated from the merged
// OpenAPI document (schema.d.ts, `npm run generate:api`). Paths, parameters, bodies and answers
// are checked by TypeScript against the document; a personal access token signs every call.
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { paths } from './schema.js';

export type { components, operations, paths } from './schema.js';

export interface TidingsClientOptions extends Omit<ClientOptions, 'baseUrl' | 'headers'> {
  /** The gateway's origin, e.g. `https://tidings.example` (every path starts with `/api/`). */
  baseUrl: string;
  /** A personal access token, `tid_…`, sent as `Authorization: Bearer`. Without one, only public calls work. */
  token?: string;
  /** Headers for every call besides the token's. */
  headers?: Record<string, string>;
}

export type TidingsClient = Client<paths>;

/** A client of `baseUrl` that sends `token` with every call. */
export function createTidingsClient({ baseUrl, token, headers, ...options }: TidingsClientOptions): TidingsClient {
  return createClient<paths>({
    ...options,
    baseUrl: baseUrl.replace(/\/+$/, ''),
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}
