import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { REMOTES as REMOTE_REGISTRY, REMOTE_NAMES, type RemoteName } from '@tidings/contracts/frontend-registry';
import { booleanVar, durationVar, logLevelVar, metricsPortVar, natsUrlVar, parseEnv, portVar } from '@tidings/service-kit/config';
import { trustedProxiesVar } from '@tidings/service-kit/trusted-proxies';

/** The services behind the gateway; the route map names its targets with these. */
export const SERVICE_NAMES = ['auth', 'news', 'tracking'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** Each remote's folder (served under `/mf/<folder>/`) and its Module Federation name. */
export const REMOTES = REMOTE_NAMES.map((name) => ({ name, folder: REMOTE_REGISTRY[name].folder }));

// gateway/src/config.ts or gateway/dist/config.js → the repository root, which holds shell/dist, mf-*/dist.
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const MAX_INSTANCES = 64;

/** One service's instances: an origin, or a comma list of them (`http://news-1:4002,http://news-2:4002`). */
const serviceUrls = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      const origins: string[] = [];
      for (const item of value.split(',').map((part) => part.trim()).filter(Boolean)) {
        const url = URL.canParse(item) ? new URL(item) : null;
        if (url && (url.protocol === 'http:' || url.protocol === 'https:')) origins.push(url.origin);
        else ctx.addIssue({ code: 'custom', message: `"${item}" is not an http(s) URL like http://svc-news:4002` });
      }
      if (origins.length === 0) ctx.addIssue({ code: 'custom', message: 'must name at least one instance' });
      if (new Set(origins).size !== origins.length) ctx.addIssue({ code: 'custom', message: 'names an instance twice' });
      if (origins.length > MAX_INSTANCES) ctx.addIssue({ code: 'custom', message: `must name at most ${MAX_INSTANCES} instances` });
      return origins;
    });

/** `{"mf_feed":"https://cdn.example/mf-feed/mf-manifest.json"}`: a remote deployed on its own. */
const remoteUrlsVar = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (!value?.trim()) return {};
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object, e.g. {"mf_feed":"https://cdn.example/mf-feed/mf-manifest.json"}' });
      return z.NEVER;
    }
  })
  .pipe(
    z.partialRecord(
      z.enum(REMOTE_NAMES as [RemoteName, ...RemoteName[]]),
      z.string().refine((url) => url.startsWith('/') || /^https?:\/\//.test(url), 'must be an http(s) URL or a path starting with /'),
    ),
  );

/** `localhost`, `*.localhost`, 127.0.0.0/8 or [::1]: a browser reaches it without leaving its machine. */
function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/**
 * Why a production page may not load a remote from `url`, or undefined: its scripts run as the
 * app, so they come over TLS (https://), from the gateway's own origin (a path), or from the
 * browser's own machine (http:// on a loopback host, to try the images there). Plain http from any
 * other host lets whoever is on the path rewrite the app.
 */
export function productionRemoteUrlProblem(url: string): string | undefined {
  if (url.startsWith('/') && !url.startsWith('//')) return undefined;
  // Protocol-relative (`//cdn.example/…`) follows the page's scheme, which may be plain http.
  const absolute = url.startsWith('//') ? `http:${url}` : url;
  // What is no http(s) URL at all, remoteUrlsVar refuses already.
  if (!/^https?:\/\//i.test(absolute) || !URL.canParse(absolute)) return undefined;
  const { protocol, hostname, origin } = new URL(absolute);
  if (protocol === 'https:' || isLoopbackHost(hostname)) return undefined;
  return `must be an https:// URL in production (NODE_ENV=production), or http:// on a loopback host such as localhost; got ${url.startsWith('//') ? url : origin}`;
}

/** A comma list of origins (`https://app.example,https://admin.example`) allowed to send mutations. */
const originListVar = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const origins: string[] = [];
    for (const item of (value ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
      try {
        origins.push(new URL(item).origin);
      } catch {
        ctx.addIssue({ code: 'custom', message: `"${item}" is not an origin like https://app.example` });
      }
    }
    return origins;
  });

const envSchema = z.object({
  // The gateway's image runs with NODE_ENV=production (gateway/Dockerfile); npm start and the tests do not.
  NODE_ENV: z.string().optional(),
  PORT: portVar(8080),
  // Docker sets 0.0.0.0; locally the gateway listens on the loopback interface only.
  HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: logLevelVar,
  // The Prometheus listener, its own port (never the public one); unset, none.
  METRICS_PORT: metricsPortVar,
  METRICS_HOST: z.string().min(1).optional(),
  AUTH_SERVICE_URL: serviceUrls('http://127.0.0.1:4001'),
  NEWS_SERVICE_URL: serviceUrls('http://127.0.0.1:4002'),
  TRACKING_SERVICE_URL: serviceUrls('http://127.0.0.1:4003'),
  JWT_PUBLIC_KEY: z.string().optional(),
  // Revoked sessions are watched from NATS KV (see service-kit's session-revocations).
  NATS_URL: natsUrlVar.default('nats://127.0.0.1:4222'),
  JWT_PUBLIC_KEY_FILE: z.string().optional(),
  WEB_ROOT: z.string().min(1).default(REPO_ROOT),
  REMOTE_URLS: remoteUrlsVar,
  ALLOWED_ORIGINS: originListVar,
  UPSTREAM_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(2_000),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  UPSTREAM_CONNECTIONS: z.coerce.number().int().positive().default(128),
  // How often each service instance's /readyz is asked; a dead one leaves the rotation until it answers again.
  UPSTREAM_HEALTH_INTERVAL: durationVar('1s').pipe(z.number().min(100, 'must be at least 100 ms').max(60_000, 'must be at most 1 minute')),
  OPENAPI_CACHE_MS: z.coerce.number().int().min(0).default(30_000),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  DOCS_ENABLED: booleanVar(true),
  HEALTH_DETAILS: booleanVar(false),
  // Who may set X-Forwarded-* (a TLS terminator or load balancer in front of the gateway);
  // proxy-addr syntax. Nobody by default: the gateway is the edge, its peer is the client.
  TRUSTED_PROXIES: trustedProxiesVar(false),
  // POST /api/vitals per client address, across every gateway instance (NATS KV).
  VITALS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(120),
  VITALS_RATE_LIMIT_WINDOW: durationVar('1 minute').pipe(z.number().min(1000, 'must be at least 1 s').max(86_400_000, 'must be at most 1 day')),
}).superRefine((env, ctx) => {
  // Each remote's URL lands in the Content-Security-Policy and /mf/remotes.json of a real site.
  if (env.NODE_ENV !== 'production') return;
  for (const [name, url] of Object.entries(env.REMOTE_URLS)) {
    const problem = url === undefined ? undefined : productionRemoteUrlProblem(url);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['REMOTE_URLS', name] });
  }
});

export interface GatewayConfig {
  port: number;
  host: string;
  logLevel: z.infer<typeof logLevelVar>;
  /** METRICS_PORT and METRICS_HOST (else HOST): the metrics listener; no port, none. */
  metrics: { port?: number; host: string };
  /** Each service's instances' origins (`http://127.0.0.1:4002`); paths are forwarded unchanged. */
  services: Record<ServiceName, string[]>;
  jwtPublicKey?: string;
  jwtPublicKeyFile?: string;
  /** Where the session revocations are watched. */
  natsUrl: string;
  /** Folder holding `shell/dist` and `mf-<remote>/dist`. */
  webRoot: string;
  remoteUrls: Partial<Record<RemoteName, string>>;
  allowedOrigins: string[];
  /** `connections` per instance; `healthIntervalMs`: how often each instance's /readyz is asked. */
  upstream: { connectTimeoutMs: number; timeoutMs: number; connections: number; healthIntervalMs: number };
  openapiCacheMs: number;
  bodyLimit: number;
  docsEnabled: boolean;
  /** `/readyz` names each service's readiness; off, it says only ready or not ready. */
  healthDetails: boolean;
  /** proxy-addr list of proxies in front of the gateway; false: none (the gateway is the edge). */
  trustedProxies: string | false;
  /** Field web vitals' reports per client address per window. */
  vitalsLimit: { max: number; windowMs: number };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = parseEnv(envSchema, env);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    logLevel: parsed.LOG_LEVEL,
    metrics: { port: parsed.METRICS_PORT, host: parsed.METRICS_HOST ?? parsed.HOST },
    services: { auth: parsed.AUTH_SERVICE_URL, news: parsed.NEWS_SERVICE_URL, tracking: parsed.TRACKING_SERVICE_URL },
    jwtPublicKey: parsed.JWT_PUBLIC_KEY || undefined,
    jwtPublicKeyFile: parsed.JWT_PUBLIC_KEY_FILE || undefined,
    natsUrl: parsed.NATS_URL,
    webRoot: parsed.WEB_ROOT,
    remoteUrls: parsed.REMOTE_URLS,
    allowedOrigins: parsed.ALLOWED_ORIGINS,
    upstream: {
      connectTimeoutMs: parsed.UPSTREAM_CONNECT_TIMEOUT_MS,
      timeoutMs: parsed.UPSTREAM_TIMEOUT_MS,
      connections: parsed.UPSTREAM_CONNECTIONS,
      healthIntervalMs: parsed.UPSTREAM_HEALTH_INTERVAL,
    },
    openapiCacheMs: parsed.OPENAPI_CACHE_MS,
    bodyLimit: parsed.BODY_LIMIT_BYTES,
    docsEnabled: parsed.DOCS_ENABLED,
    healthDetails: parsed.HEALTH_DETAILS,
    trustedProxies: parsed.TRUSTED_PROXIES,
    vitalsLimit: { max: parsed.VITALS_RATE_LIMIT_MAX, windowMs: parsed.VITALS_RATE_LIMIT_WINDOW },
  };
}
