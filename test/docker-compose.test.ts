// docker compose cannot run on these machines, so its file is checked statically: every service
// builds from a Dockerfile whose sources exist, and starts with an environment its own config
// module accepts, pointing at services and ports that exist; the engines take passwords that come
// from the environment (.env, documented by .env.example) and none is written in the repository.
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
  /** A list of network names, or (the gateway) each network with its fixed address. */
  networks?: string[] | Record<string, { ipv4_address?: string } | null>;
  command?: string[];
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  healthcheck?: { test: string[] };
  volumes?: string[];
}
const composeText = readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8');
const compose = parse(composeText, { merge: true }) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
  networks: Record<string, { internal?: boolean; ipam?: { config?: { subnet?: string }[] } } | null>;
};
const services = compose.services;
const natsConf = readFileSync(join(ROOT, 'nats', 'nats-server.conf'), 'utf8');
const mongoInit = readFileSync(join(ROOT, 'mongo', 'init-users.js'), 'utf8');
const built = ['svc-auth', 'svc-news', 'svc-tracking', 'gateway'] as const;
const configLoaders = { 'svc-auth': loadAuthConfig, 'svc-news': loadNewsConfig, 'svc-tracking': loadTrackingConfig, gateway: loadGatewayConfig };

/** The variables .env.example documents, with its placeholder values. */
const envExample: Record<string, string> = Object.fromEntries(
  readFileSync(join(ROOT, '.env.example'), 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z0-9_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);
/** Stand-ins for a filled-in .env: one distinct value per variable. */
const dotEnv: Record<string, string> = Object.fromEntries(Object.keys(envExample).map((name) => [name, `${name.toLowerCase().replace(/_/g, '')}42`]));

/**
 * What compose passes with .env filled in and nothing else set: `${VAR:-default}` → default,
 * `${VAR:?message}` → the .env value (compose refuses to start without one), `${VAR}` → ''.
 */
function interpolate(value: string): string {
  return value.replace(/\$\{([A-Z0-9_]+)(?::?([-?])([^}]*))?\}/g, (_, name: string, kind: string | undefined, rest: string | undefined) => {
    if (kind === '?') {
      if (!(name in dotEnv)) throw new Error(`\${${name}:?} is required but .env.example does not list it`);
      return dotEnv[name]!;
    }
    return kind === '-' ? rest! : '';
  });
}

/** The script the image's CMD runs, following the link service.Dockerfile makes (CMD's exec form takes no build arguments). */
function entryOf(dockerfile: string, args: Record<string, string>): string | undefined {
  const cmd = /^CMD \["node", "([^"]+)"\]$/m.exec(dockerfile)?.[1];
  const link = [...dockerfile.matchAll(/^RUN ln -s "([^"]+)" (\S+)$/gm)].find((m) => m[2] === cmd);
  return link ? link[1]!.replace(/\$(\w+)/g, (_, arg: string) => args[arg] ?? '') : cmd;
}

function env(name: string): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(services[name]?.environment ?? {}).map(([k, v]) => [k, interpolate(String(v))]));
}

describe('docker-compose.yml', () => {
  it('runs MongoDB, NATS with JetStream, the three services and the gateway', () => {
    expect(Object.keys(services).sort()).toEqual(['gateway', 'mongo', 'nats', 'svc-auth', 'svc-news', 'svc-tracking']);
    expect(services.mongo?.image).toMatch(/^mongo:/);
    expect(services.nats?.image).toMatch(/^nats:/);
    expect(services.nats?.command).toEqual(['-c', '/etc/nats/nats-server.conf', '-sd', '/data']);
    expect(services.nats?.volumes).toContain('./nats/nats-server.conf:/etc/nats/nats-server.conf:ro');
    expect(natsConf).toMatch(/^jetstream: enabled$/m);
  });

  it('builds the gateway from its own Dockerfile and the three services from one, each with its SERVICE and PORT', () => {
    expect(services.gateway?.build).toEqual({ context: '.', dockerfile: 'gateway/Dockerfile' });
    for (const name of ['svc-auth', 'svc-news', 'svc-tracking']) {
      expect(services[name]?.build, name).toEqual({ context: '.', dockerfile: 'service.Dockerfile', args: { SERVICE: name, PORT: env(name).PORT } });
    }
  });

  it.each(built)('%s builds from a Dockerfile whose sources exist and starts its own server', (name) => {
    const build = services[name]!.build!;
    // The build arguments as docker substitutes them in COPY (RUN lines read them from the shell).
    const dockerfile = readFileSync(join(ROOT, build.context, build.dockerfile), 'utf8').replace(/\$\{(\w+)\}/g, (_, arg: string) => build.args?.[arg] ?? '');
    const copies = [...dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap((m) => m[1]!.split(/\s+/));
    expect(copies.length).toBeGreaterThan(0);
    for (const source of copies) expect(existsSync(join(ROOT, source)), `${name}: COPY ${source}`).toBe(true);
    expect(entryOf(dockerfile, build.args ?? {})).toBe(`${name}/dist/server.js`);
    expect(existsSync(join(ROOT, name, 'src', 'server.ts'))).toBe(true);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\/readyz/m);
  });

  it.each(built)('%s gets an environment its config accepts', (name) => {
    expect(() => configLoaders[name](env(name))).not.toThrow();
  });

  it('points every service at the engines and the gateway at each service on its port', () => {
    const port = (name: string) => env(name).PORT;
    for (const name of ['svc-auth', 'svc-news', 'svc-tracking']) {
      expect(env(name).MONGO_URL).toMatch(/^mongodb:\/\/[^@]+@mongo:27017\//);
      expect(env(name).NATS_URL).toMatch(/^nats:\/\/[^@]+@nats:4222$/);
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
        const build = services[dependency]!.build;
        const dependencyHealthy = services[dependency]!.healthcheck ?? (build && /HEALTHCHECK/.test(readFileSync(join(ROOT, build.context, build.dockerfile), 'utf8')));
        expect(dependencyHealthy, `${dependency} has a health check`).toBeTruthy();
      }
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0]!;
        // A bind mount of a file of this repository, or a named volume that is declared.
        if (source.startsWith('./')) expect(existsSync(join(ROOT, source)), `${name}: ${source}`).toBe(true);
        else expect(compose.volumes).toHaveProperty(source);
      }
    }
  });

  it('lets the services believe X-Forwarded-For from the gateway only, and the gateway from nobody by default', () => {
    // The gateway has a fixed address on each of its networks, inside that network's subnet.
    const gatewayNetworks = services.gateway?.networks as Record<string, { ipv4_address?: string } | null>;
    const gatewayAddresses = Object.entries(gatewayNetworks).map(([network, settings]) => {
      const address = settings?.ipv4_address;
      expect(address, network).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
      const [base, bits] = compose.networks[network]!.ipam!.config![0]!.subnet!.split('/');
      expect(bits).toBe('24');
      expect(address!.split('.').slice(0, 3)).toEqual(base!.split('.').slice(0, 3));
      return address!;
    });
    expect(Object.keys(gatewayNetworks).sort()).toEqual(['backend', 'egress']);
    for (const name of ['svc-auth', 'svc-news', 'svc-tracking'] as const) {
      expect(env(name).TRUSTED_PROXIES, name).toBe(gatewayAddresses.join(','));
      expect(String(configLoaders[name](env(name)).TRUSTED_PROXIES).split(/,\s*/)).toEqual(gatewayAddresses);
    }
    expect(loadGatewayConfig(env('gateway')).trustedProxies).toBe(false);
  });

  it('keeps the known-password test account out of production', () => {
    expect(env('svc-auth').TEST_ACCOUNT_ENABLED).toBe('false');
  });

  describe('engines with authentication', () => {
    const SERVICES = ['svc-auth', 'svc-news', 'svc-tracking'] as const;
    const credentialsIn = (url: string) => /^\w+:\/\/([^:@/]+):([^@]+)@/.exec(url);

    it('gives MongoDB an administrator and NATS its users only from the environment, each required', () => {
      const required = (value: string | undefined) => /^\$\{([A-Z0-9_]+):\?[^}]+\}$/.exec(value ?? '')?.[1];
      expect(required(services.mongo?.environment?.MONGO_INITDB_ROOT_PASSWORD)).toBe('MONGO_ROOT_PASSWORD');
      expect(services.mongo?.command).toContain('--auth');
      // nats-server reads `$VAR` in its config from its environment: every one is passed, required.
      const natsVariables = [...natsConf.matchAll(/password: \$([A-Z0-9_]+)/g)].map((m) => m[1]!);
      expect(natsVariables.length).toBe(4);
      for (const variable of natsVariables) expect(required(services.nats?.environment?.[variable]), variable).toBe(variable);
      expect(natsConf).not.toMatch(/password: (?!\$)/);
    });

    it('connects each service as its own user, to its own database, with a password from the environment', () => {
      const mongoUsers = [...mongoInit.matchAll(/\['([\w-]+)', '([\w-]+)', '([A-Z_]+)'\]/g)].map(([, user, db, variable]) => ({ user, db, variable }));
      const natsUsers = [...natsConf.matchAll(/\{ user: ([\w-]+), password: \$([A-Z0-9_]+) \}/g)].map(([, user, variable]) => ({ user, variable }));
      for (const name of SERVICES) {
        const { MONGO_URL, MONGO_DB, NATS_URL } = env(name);
        const mongo = credentialsIn(MONGO_URL!);
        const mongoUser = mongoUsers.find((u) => u.user === name);
        expect(mongo?.[1]).toBe(name);
        expect(mongoUser?.db).toBe(MONGO_DB);
        expect(mongo?.[2]).toBe(dotEnv[mongoUser!.variable!]);
        expect(MONGO_URL).toMatch(new RegExp(`@mongo:27017/${MONGO_DB}\\?authSource=${MONGO_DB}$`));
        // init-users.js reads the same variable the service's URL carries.
        expect(interpolate(String(services.mongo?.environment?.[mongoUser!.variable!]))).toBe(mongo?.[2]);
        const nats = credentialsIn(NATS_URL!);
        const natsUser = natsUsers.find((u) => u.user === name);
        expect(nats?.[1]).toBe(name);
        expect(nats?.[2]).toBe(dotEnv[natsUser!.variable!]);
      }
      expect(natsUsers.map((u) => u.user)).toContain('gateway');
    });

    it('commits no credential: every password in the file is a required variable, and .env is ignored', () => {
      for (const [, , password] of composeText.matchAll(/\w+:\/\/([^:@/\s]+):([^@\s]+)@/g)) expect(password).toMatch(/^\$\{[A-Z0-9_]+:\?[^}]*\}$/);
      expect(Object.values(envExample).every((value) => value === 'replace-me')).toBe(true);
      expect(readFileSync(join(ROOT, '.gitignore'), 'utf8').split('\n')).toContain('.env');
      const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
      for (const name of Object.keys(envExample)) expect(readme, `README mentions ${name}`).toContain(name);
    });

    it('keeps the engines, svc-auth and svc-tracking on an internal network; only svc-news and the gateway reach out', () => {
      expect(compose.networks.backend?.internal).toBe(true);
      for (const name of ['mongo', 'nats', 'svc-auth', 'svc-tracking']) expect(services[name]?.networks, name).toEqual(['backend']);
      expect(services['svc-news']?.networks).toEqual(['backend', 'egress']);
      expect(Object.keys(services.gateway?.networks ?? {}).sort()).toEqual(['backend', 'egress']);
      for (const [name, service] of Object.entries(services)) if (name !== 'gateway') expect(service.ports, name).toBeUndefined();
    });
  });
});
