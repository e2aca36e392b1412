// docker compose cannot run on these machines, so its file is checked statically: every service
// builds from a Dockerfile whose sources exist, and starts with an environment its own config
// module accepts, pointing at services and ports that exist.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig as loadAuthConfig } from '@tidings/svc-auth/config';
import { loadConfig as loadNewsConfig } from '@tidings/svc-news/config';
import { loadConfig as loadTrackingConfig } from '@tidings/svc-tracking/config';
import { loadConfig as loadGatewayConfig } from '@tidings/gateway/config';

const ROOT = join(import.meta.dirname, '..');

interface ComposeService {
  image?: string;
  command?: string[];
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  healthcheck?: { test: string[] };
  volumes?: string[];
  networks?: Record<string, { ipv4_address?: string } | null>;
}
const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
  networks?: Record<string, { ipam?: { config?: { subnet?: string }[] } }>;
};
const services = compose.services;
const built = ['svc-auth', 'svc-news', 'svc-tracking', 'gateway'] as const;
const configLoaders = { 'svc-auth': loadAuthConfig, 'svc-news': loadNewsConfig, 'svc-tracking': loadTrackingConfig, gateway: loadGatewayConfig };

/** What compose passes with nothing set in the shell: `${VAR:-default}` → default, `${VAR}` → ''. */
function interpolate(value: string): string {
  return value.replace(/\$\{([A-Z0-9_]+)(?::?-([^}]*))?\}/g, (_, _name: string, fallback: string | undefined) => fallback ?? '');
}

function env(name: string): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(services[name]?.environment ?? {}).map(([k, v]) => [k, interpolate(String(v))]));
}

describe('docker-compose.yml', () => {
  it('runs MongoDB, NATS with JetStream, the three services and the gateway', () => {
    expect(Object.keys(services).sort()).toEqual(['gateway', 'mongo', 'nats', 'svc-auth', 'svc-news', 'svc-tracking']);
    expect(services.mongo?.image).toMatch(/^mongo:/);
    expect(services.nats?.image).toMatch(/^nats:/);
    expect(services.nats?.command).toContain('-js');
  });

  it.each(built)('%s builds from its own Dockerfile, whose sources exist', (name) => {
    const build = services[name]?.build;
    expect(build?.dockerfile).toBe(`${name}/Dockerfile`);
    const dockerfile = readFileSync(join(ROOT, build!.context, build!.dockerfile), 'utf8');
    const copies = [...dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap((m) => m[1]!.split(/\s+/));
    expect(copies.length).toBeGreaterThan(0);
    for (const source of copies) expect(existsSync(join(ROOT, source)), `${name}: COPY ${source}`).toBe(true);
    const cmd = /^CMD \["node", "([^"]+)"\]$/m.exec(dockerfile)?.[1];
    expect(cmd).toBe(`${name}/dist/server.js`);
    expect(existsSync(join(ROOT, name, 'src', 'server.ts'))).toBe(true);
  });

  it.each(built)('%s gets an environment its config accepts', (name) => {
    expect(() => configLoaders[name](env(name))).not.toThrow();
  });

  it('points every service at the engines and the gateway at each service on its port', () => {
    const port = (name: string) => env(name).PORT;
    for (const name of ['svc-auth', 'svc-news', 'svc-tracking']) {
      expect(env(name).MONGO_URL).toMatch(/^mongodb:\/\/mongo:27017/);
      expect(env(name).NATS_URL).toBe('nats://nats:4222');
      expect(env(name).HOST).toBe('0.0.0.0');
      expect(Object.keys(services[name]?.depends_on ?? {})).toEqual(expect.arrayContaining(['mongo', 'nats']));
    }
    expect(new Set(['svc-auth', 'svc-news', 'svc-tracking'].map((name) => env(name).MONGO_DB)).size).toBe(3);
    const gateway = env('gateway');
    expect(gateway.AUTH_SERVICE_URL).toBe(`http://svc-auth:${port('svc-auth')}`);
    expect(gateway.NEWS_SERVICE_URL).toBe(`http://svc-news:${port('svc-news')}`);
    expect(gateway.TRACKING_SERVICE_URL).toBe(`http://svc-tracking:${port('svc-tracking')}`);
    expect(env('svc-news').AUTH_URL).toBe(`http://svc-auth:${port('svc-auth')}`);
    expect(env('svc-tracking').AUTH_URL).toBe(`http://svc-auth:${port('svc-auth')}`);
    expect(services.gateway?.ports).toEqual(['${PORT:-8080}:8080']);
  });

  it('waits for healthy dependencies, and every named volume is declared', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const [dependency, rule] of Object.entries(service.depends_on ?? {})) {
        expect(services[dependency], `${name} depends on ${dependency}`).toBeDefined();
        expect(rule.condition).toBe('service_healthy');
        const dependencyHealthy = services[dependency]!.healthcheck ?? /HEALTHCHECK/.test(readFileSync(join(ROOT, dependency, 'Dockerfile'), 'utf8'));
        expect(dependencyHealthy, `${dependency} has a health check`).toBeTruthy();
      }
      for (const volume of service.volumes ?? []) expect(compose.volumes).toHaveProperty(volume.split(':')[0]!);
    }
  });

  it('lets the services believe X-Forwarded-For from the gateway only, and the gateway from nobody by default', () => {
    const gatewayAddress = services.gateway?.networks?.default?.ipv4_address;
    const subnet = compose.networks?.default?.ipam?.config?.[0]?.subnet;
    expect(gatewayAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    const [base, bits] = subnet!.split('/');
    expect(bits).toBe('24');
    expect(gatewayAddress!.split('.').slice(0, 3)).toEqual(base!.split('.').slice(0, 3));
    for (const name of ['svc-auth', 'svc-news', 'svc-tracking'] as const) {
      expect(env(name).TRUSTED_PROXIES, name).toBe(gatewayAddress);
      expect(configLoaders[name](env(name)).TRUSTED_PROXIES).toBe(gatewayAddress);
    }
    expect(loadGatewayConfig(env('gateway')).trustedProxies).toBe(false);
  });

  it('keeps the known-password test account out of production', () => {
    expect(env('svc-auth').TEST_ACCOUNT_ENABLED).toBe('false');
  });
});
