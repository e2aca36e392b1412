// docker compose cannot run on these machines, so its file is checked statically: every service
// builds from a Dockerfile whose sources exist, and starts with an environment its own config
// module accepts, pointing at services and ports that exist; the engines take passwords that come
// from the environment (.env, documented by .env.example) and none is written in the repository.
// Scaled out (issue 12): MongoDB is a replica set, each service runs twice behind the gateway, and
// each remote is its own static image the gateway's remote list points at. Issue 26: the images
// refuse .env.example's placeholders and short secrets, the remotes' URLs have no localhost
// default, and every image installs exactly the lockfile (npm ci) without running install scripts.
// Issue 28: the four remotes' images come from one remote.Dockerfile, REMOTE naming the remote.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig as loadAuthConfig } from '@tidings/svc-auth/config';
import { loadConfig as loadNewsConfig } from '@tidings/svc-news/config';
import { loadConfig as loadTrackingConfig } from '@tidings/svc-tracking/config';
import { loadConfig as loadGatewayConfig } from '@tidings/gateway/config';
import { ConfigError, MIN_SECRET_LENGTH } from '@tidings/service-kit/config';
import { REMOTES as REMOTE_REGISTRY, REMOTE_NAMES } from '@tidings/contracts/frontend-registry';
import { cacheControlFor } from '../gateway/src/static-cache.js';

const ROOT = join(import.meta.dirname, '..');

interface ComposeService {
  image?: string;
  /** Services under a profile (observability) start only when asked; test/deploy covers them. */
  profiles?: string[];
  /** A list of network names, or each network with the gateway's fixed address or svc-auth's alias. */
  networks?: string[] | Record<string, { ipv4_address?: string; aliases?: string[] } | null>;
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
  networks: Record<string, { internal?: boolean; ipam?: { config?: { subnet?: string; ip_range?: string }[] } } | null>;
};
const services = Object.fromEntries(Object.entries(compose.services).filter(([, service]) => !service.profiles));
const natsConf = readFileSync(join(ROOT, 'nats', 'nats-server.conf'), 'utf8');
const mongoInit = readFileSync(join(ROOT, 'mongo', 'init-users.js'), 'utf8');
const mongoHealth = readFileSync(join(ROOT, 'mongo', 'replica-set-health.js'), 'utf8');
const mongoEntrypoint = readFileSync(join(ROOT, 'mongo', 'replica-set-entrypoint.sh'), 'utf8');
const remoteConf = readFileSync(join(ROOT, 'nginx', 'remote.conf'), 'utf8');
const SERVICES = ['svc-auth', 'svc-news', 'svc-tracking'] as const;
type Service = (typeof SERVICES)[number];
/** Each service runs as two named instances, `svc-news-1` and `svc-news-2`. */
const instancesOf = (service: Service) => [`${service}-1`, `${service}-2`];
const INSTANCES = SERVICES.flatMap(instancesOf);
const serviceOf = (instance: string) => instance.replace(/-\d+$/, '') as Service;
const REMOTE_FOLDERS: string[] = REMOTE_NAMES.map((name) => REMOTE_REGISTRY[name].folder);
const built = [...SERVICES.map((service) => `${service}-1`), 'gateway'] as const;
const configLoaders = { 'svc-auth': loadAuthConfig, 'svc-news': loadNewsConfig, 'svc-tracking': loadTrackingConfig, gateway: loadGatewayConfig };
const configLoaderOf = (name: string) => configLoaders[name === 'gateway' ? 'gateway' : serviceOf(name)];
const serviceConfigOf = (instance: string) => configLoaders[serviceOf(instance)];

/** The variables .env.example documents, with its placeholder values. */
const envExample: Record<string, string> = Object.fromEntries(
  readFileSync(join(ROOT, '.env.example'), 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z0-9_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);
/** .env.example's remotes' URLs (`MF_FEED_URL`…); every other variable it lists is a secret. */
const isRemoteUrlVariable = (name: string) => /^MF_\w+_URL$/.test(name);
const SECRET_VARIABLES = Object.keys(envExample).filter((name) => !isRemoteUrlVariable(name));
/**
 * Stand-ins for a filled-in .env: a distinct secret of more than 24 letters and digits per secret
 * (as `openssl rand -hex 24` makes), and an https origin per remote.
 */
const dotEnv: Record<string, string> = Object.fromEntries(
  Object.keys(envExample).map((name) => [
    name,
    isRemoteUrlVariable(name) ? `https://${name.slice(0, -4).toLowerCase().replace(/_/g, '-')}.example.com` : `${name.toLowerCase().replace(/_/g, '')}0123456789abcdef`,
  ]),
);

/**
 * What compose passes with .env holding `values` (filled in, by default) and nothing else set:
 * `${VAR:-default}` → default, `${VAR:?message}` → the .env value (compose refuses to start without
 * one), `${VAR}` → ''.
 */
function interpolate(value: string, values: Record<string, string> = dotEnv): string {
  return value.replace(/\$\{([A-Z0-9_]+)(?::?([-?])([^}]*))?\}/g, (_, name: string, kind: string | undefined, rest: string | undefined) => {
    if (kind === '?') {
      if (!(name in values)) throw new Error(`\${${name}:?} is required but .env.example does not list it`);
      return values[name]!;
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

function env(name: string, values: Record<string, string> = dotEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(services[name]?.environment ?? {}).map(([k, v]) => [k, interpolate(String(v), values)]));
}

/** What the image itself sets for what runs (its last stage's ENV lines, build arguments substituted). */
function imageEnv(name: string): Record<string, string> {
  const build = services[name]!.build!;
  const dockerfile = readFileSync(join(ROOT, build.context, build.dockerfile), 'utf8');
  const final = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  const pairs = [...final.matchAll(/^ENV (.+)$/gm)].flatMap((m) => m[1]!.trim().split(/\s+/));
  return Object.fromEntries(pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1).replace(/\$\{(\w+)\}/g, (_, arg: string) => build.args?.[arg] ?? '')]));
}

/** The environment the container's process starts with: the image's, and compose's over it. */
function containerEnv(name: string, values: Record<string, string> = dotEnv): NodeJS.ProcessEnv {
  return { ...imageEnv(name), ...env(name, values) };
}

/** The problems a config loader lists for an environment (none when it accepts it). */
function configProblems(load: (env: NodeJS.ProcessEnv) => unknown, environment: NodeJS.ProcessEnv): string[] {
  try {
    load(environment);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('docker-compose.yml', () => {
  it('runs MongoDB, NATS with JetStream, two instances of each service, the gateway and each remote', () => {
    expect(Object.keys(services).sort()).toEqual(['gateway', 'mongo', 'nats', ...INSTANCES, ...REMOTE_FOLDERS].sort());
    expect(services.mongo?.image).toMatch(/^mongo:/);
    expect(services.nats?.image).toMatch(/^nats:/);
    expect(services.nats?.command).toEqual(['-c', '/etc/nats/nats-server.conf', '-sd', '/data']);
    expect(services.nats?.volumes).toContain('./nats/nats-server.conf:/etc/nats/nats-server.conf:ro');
    expect(services.nats?.volumes).toContain('nats-data:/data');
    expect(natsConf).toMatch(/^jetstream: enabled$/m);
  });

  it('runs MongoDB as a replica set rs0 that its health check initiates once and passes only as primary', () => {
    const command = services.mongo!.command!;
    expect(command.slice(command.indexOf('--replSet'), command.indexOf('--replSet') + 2)).toEqual(['--replSet', 'rs0']);
    // Authentication in a replica set needs a key file, written from the environment by the entrypoint.
    const keyFile = command[command.indexOf('--keyFile') + 1];
    expect(mongoEntrypoint).toContain(`key_file=${keyFile}\n`);
    expect(mongoEntrypoint).toMatch(/chmod 400 "\$key_file"/);
    expect(mongoEntrypoint).toMatch(/^exec docker-entrypoint\.sh "\$@"$/m);
    expect(services.mongo?.environment?.MONGO_REPLICA_KEY).toBe('${MONGO_REPLICA_KEY:?set MONGO_REPLICA_KEY (see .env.example)}');
    const mounted = (file: string) => services.mongo!.volumes!.find((volume) => volume.startsWith(`./mongo/${file}:`))?.split(':')[1];
    expect((services.mongo as { entrypoint?: string[] }).entrypoint).toEqual(['bash', mounted('replica-set-entrypoint.sh')]);
    expect(services.mongo?.healthcheck?.test).toEqual(['CMD', 'mongosh', '--quiet', '--norc', mounted('replica-set-health.js')]);
    // Initiated only when MongoDB says it is not yet, with the one member under the name the services use.
    expect(mongoHealth).toMatch(/if \(error\.codeName !== 'NotYetInitialized'\) throw error;\s+rs\.initiate\(\{ _id: 'rs0', members: \[\{ _id: 0, host: 'mongo:27017' \}\] \}\)/);
    expect(mongoHealth).toMatch(/if \(status\.myState !== 1\) quit\(1\);/);
    expect(mongoHealth).toContain("auth('root', process.env.MONGO_INITDB_ROOT_PASSWORD)");
  });

  it('builds the gateway from its own Dockerfile and each service instance from one, with its SERVICE and PORT', () => {
    expect(services.gateway?.build).toEqual({ context: '.', dockerfile: 'gateway/Dockerfile' });
    for (const name of INSTANCES) {
      expect(services[name]?.build, name).toEqual({ context: '.', dockerfile: 'service.Dockerfile', args: { SERVICE: serviceOf(name), PORT: env(name).PORT } });
    }
    // The two instances of a service differ only by name.
    for (const service of SERVICES) expect(services[`${service}-2`]).toEqual(services[`${service}-1`]);
  });

  it.each(built)('%s builds from a Dockerfile whose sources exist and starts its own server', (name) => {
    const build = services[name]!.build!;
    // The build arguments as docker substitutes them in COPY (RUN lines read them from the shell).
    const dockerfile = readFileSync(join(ROOT, build.context, build.dockerfile), 'utf8').replace(/\$\{(\w+)\}/g, (_, arg: string) => build.args?.[arg] ?? '');
    const copies = [...dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap((m) => m[1]!.split(/\s+/));
    expect(copies.length).toBeGreaterThan(0);
    for (const source of copies) expect(existsSync(join(ROOT, source)), `${name}: COPY ${source}`).toBe(true);
    const workspace = name === 'gateway' ? name : serviceOf(name);
    expect(entryOf(dockerfile, build.args ?? {})).toBe(`${workspace}/dist/server.js`);
    expect(existsSync(join(ROOT, workspace, 'src', 'server.ts'))).toBe(true);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\/readyz/m);
  });

  it.each(built)('%s gets an environment its config accepts, in production as its image runs it', (name) => {
    expect(imageEnv(name).NODE_ENV).toBe('production');
    expect(configProblems(configLoaderOf(name), containerEnv(name))).toEqual([]);
  });

  describe('secrets', () => {
    /** The .env secrets an environment's variables carry, each with the variable that carries it. */
    const carriedSecrets = (environment: Record<string, string> | undefined) =>
      Object.entries(environment ?? {}).flatMap(([variable, raw]) =>
        [...String(raw).matchAll(/\$\{([A-Z0-9_]+):\?/g)].map((m) => m[1]!).filter((secret) => SECRET_VARIABLES.includes(secret)).map((secret) => ({ secret, variable })),
      );

    it.each(built)(".env.example's placeholders stop %s at start, each naming its variable", (name) => {
      const carried = carriedSecrets(services[name]!.environment);
      expect(carried.length).toBeGreaterThan(0);
      const problems = configProblems(configLoaderOf(name), containerEnv(name, envExample));
      for (const { variable } of carried) expect(problems, variable).toContainEqual(expect.stringMatching(new RegExp(`^${variable}: .*placeholder "replace-me"`)));
      // npm start runs the same services with the embedded engines' credentials: no NODE_ENV, no check.
      const { NODE_ENV: _production, ...developmentEnv } = containerEnv(name, envExample);
      expect(configProblems(configLoaderOf(name), developmentEnv).filter((problem) => /placeholder|characters/.test(problem))).toEqual([]);
    });

    it.each(built)(`a secret shorter than ${MIN_SECRET_LENGTH} characters stops %s at start, naming its variable`, (name) => {
      for (const { secret, variable } of carriedSecrets(services[name]!.environment)) {
        const problems = configProblems(configLoaderOf(name), containerEnv(name, { ...dotEnv, [secret]: 'a1'.repeat(MIN_SECRET_LENGTH / 2 - 1) + 'a' }));
        expect(problems, secret).toEqual([expect.stringMatching(new RegExp(`^${variable}: its password has ${MIN_SECRET_LENGTH - 1} characters`))]);
      }
    });

    it("MongoDB's entrypoint refuses the placeholders and short secrets of the passwords it holds, naming each", () => {
      const entrypoint = services.mongo!.volumes!.find((volume) => volume.includes('replica-set-entrypoint.sh'))!.split(':')[0]!;
      const carried = carriedSecrets(services.mongo!.environment);
      // Every MongoDB secret of .env, the administrator's and the replica set key among them (no service sees those).
      expect(carried.map(({ secret }) => secret).sort()).toEqual(SECRET_VARIABLES.filter((secret) => secret.startsWith('MONGO_')).sort());
      for (const { secret } of carried) {
        for (const weak of ['replace-me', 'a'.repeat(MIN_SECRET_LENGTH - 1)]) {
          const mongoEnv = Object.fromEntries(Object.entries(services.mongo!.environment!).map(([k, v]) => [k, interpolate(String(v), { ...dotEnv, [secret]: weak })]));
          // It stops before writing the key file or starting mongod (whose entrypoint is not on this PATH).
          const run = spawnSync('bash', [join(ROOT, entrypoint)], { env: { PATH: process.env.PATH, ...mongoEnv }, encoding: 'utf8' });
          expect(run.status, `${secret}=${weak}`).toBe(1);
          expect(run.stderr, `${secret}=${weak}`).toMatch(new RegExp(`^${secret} .*(placeholder|${MIN_SECRET_LENGTH - 1} characters)`));
        }
      }
    });
  });

  it('points every instance at the engines (MongoDB as the replica set) and the gateway at each instance on its port', () => {
    const port = (name: string) => env(name).PORT;
    for (const name of INSTANCES) {
      expect(env(name).MONGO_URL).toMatch(/^mongodb:\/\/[^@]+@mongo:27017\/[\w-]+\?(.+&)?replicaSet=rs0(&|$)/);
      expect(env(name).NATS_URL).toMatch(/^nats:\/\/[^@]+@nats:4222$/);
      expect(env(name).HOST).toBe('0.0.0.0');
      expect(Object.keys(services[name]?.depends_on ?? {})).toEqual(expect.arrayContaining(['mongo', 'nats']));
    }
    expect(new Set(SERVICES.map((service) => env(`${service}-1`).MONGO_DB)).size).toBe(3);
    // The gateway balances across every instance: each variable lists both.
    const gateway = env('gateway');
    const listed = (service: Service) => instancesOf(service).map((instance) => `http://${instance}:${port(instance)}`).join(',');
    expect(gateway.AUTH_SERVICE_URL).toBe(listed('svc-auth'));
    expect(gateway.NEWS_SERVICE_URL).toBe(listed('svc-news'));
    expect(gateway.TRACKING_SERVICE_URL).toBe(listed('svc-tracking'));
    // The public key is fetched from whichever svc-auth instance answers to the shared alias.
    for (const name of [...instancesOf('svc-news'), ...instancesOf('svc-tracking')]) {
      expect(env(name).AUTH_URL).toBe(`http://svc-auth:${port('svc-auth-1')}`);
      expect(Object.keys(services[name]?.depends_on ?? {})).toEqual(expect.arrayContaining(instancesOf('svc-auth')));
    }
    for (const name of instancesOf('svc-auth')) {
      expect((services[name]?.networks as Record<string, { aliases?: string[] }>).backend?.aliases).toEqual(['svc-auth']);
    }
    expect(services.gateway?.ports).toEqual(['${PORT:-8080}:8080']);
  });

  describe('remotes deployed alone', () => {
    const gatewayDockerfile = readFileSync(join(ROOT, 'gateway', 'Dockerfile'), 'utf8');
    // The list as the gateway reads it (its other variables have their own test above).
    const remoteUrls = () => loadGatewayConfig({ REMOTE_URLS: env('gateway').REMOTE_URLS }).remoteUrls;

    const remoteDockerfile = readFileSync(join(ROOT, 'remote.Dockerfile'), 'utf8');
    /** The one recipe as docker reads it for one remote: `${REMOTE}` substituted (RUN lines read "$REMOTE" from the shell). */
    const remoteDockerfileFor = (folder: string) => remoteDockerfile.replace(/\$\{REMOTE\}|"\$REMOTE"/g, folder);

    it('builds the four remotes from one Dockerfile, which refuses a REMOTE that is not one of them', () => {
      const remoteBuilds = Object.values(services).filter((service) => service.build?.dockerfile === 'remote.Dockerfile');
      expect(remoteBuilds.map((service) => service.build?.args?.REMOTE).sort()).toEqual([...REMOTE_FOLDERS].sort());
      for (const folder of REMOTE_FOLDERS) expect(existsSync(join(ROOT, folder, 'Dockerfile')), `${folder}/Dockerfile is gone`).toBe(false);
      const guard = /^RUN case "\$REMOTE" in ([\w|-]+)\) ;; \*\) .* exit 1 ;; esac$/m.exec(remoteDockerfile);
      expect(guard?.[1]?.split('|').sort()).toEqual([...REMOTE_FOLDERS].sort());
      // Each stage that reads the argument declares it (a build argument is scoped to its stage).
      for (const stage of remoteDockerfile.split(/^(?=FROM )/m).filter((text) => text.startsWith('FROM ') && text.includes('REMOTE'))) expect(stage).toMatch(/^ARG REMOTE$/m);
    });

    it.each(REMOTE_FOLDERS)('%s is its own static image, built from the one remote Dockerfile with its name and only its own sources', (folder) => {
      const service = services[folder]!;
      expect(service.build).toEqual({ context: '.', dockerfile: 'remote.Dockerfile', args: { REMOTE: folder } });
      const dockerfile = remoteDockerfileFor(folder);
      const copies = [...dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap((m) => m[1]!.split(/\s+/));
      for (const source of copies) expect(existsSync(join(ROOT, source)), `${folder}: COPY ${source}`).toBe(true);
      expect(copies).toEqual(expect.arrayContaining([`${folder}/package.json`, folder]));
      // No other app's sources, and only itself installed and built.
      for (const other of ['shell', 'gateway', ...REMOTE_FOLDERS.filter((f) => f !== folder)]) expect(copies.some((source) => source.startsWith(other)), other).toBe(false);
      expect(dockerfile).toMatch(new RegExp(`^RUN npm ci .*--workspace ${folder} `, 'm'));
      expect(dockerfile).toMatch(new RegExp(`^RUN npx tsx scripts/build-web\\.ts ${folder}$`, 'm'));
      // What runs: nginx with the shared remote configuration, serving that dist and nothing else.
      const final = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
      expect(final).toMatch(/^\nFROM nginxinc\/nginx-unprivileged:[\w.-]+\n/);
      expect(final).toContain('COPY nginx/remote.conf /etc/nginx/conf.d/default.conf\n');
      expect(final).toContain(`COPY --from=build /app/${folder}/dist /usr/share/nginx/html\n`);
      expect(remoteConf).toMatch(/^\s*root \/usr\/share\/nginx\/html;$/m);
      expect(final).toMatch(/^HEALTHCHECK .*http:\/\/127\.0\.0\.1:8080\/mf-manifest\.json/m);
      expect(remoteConf).toMatch(/^\s*listen 8080;$/m);
    });

    it.each(REMOTE_NAMES)("the gateway's remote list sends browsers to %s where .env says, with no default", (name) => {
      const folder = REMOTE_REGISTRY[name].folder;
      const variable = `MF_${folder.replace(/^mf-/, '').toUpperCase()}_URL`;
      // Required: the URL lands in a real site's Content-Security-Policy and /mf/remotes.json.
      expect(services.gateway!.environment!.REMOTE_URLS).toMatch(new RegExp(`"${name}":"\\$\\{${variable}:\\?[^}]+\\}/mf-manifest\\.json"`));
      expect(remoteUrls()[name]).toBe(`${dotEnv[variable]}/mf-manifest.json`);
      // .env.example's way to try the images on one machine points at the remote's published port.
      const published = services[folder]!.ports!.map((port) => interpolate(port));
      expect(published).toHaveLength(1);
      const [hostPort, containerPort] = published[0]!.split(':');
      expect(containerPort).toBe('8080');
      expect(readFileSync(join(ROOT, '.env.example'), 'utf8')).toMatch(new RegExp(`^#\\s+${variable}=http://localhost:${hostPort}$`, 'm'));
    });

    it('defaults no URL to localhost: none may reach the Content-Security-Policy or a page of a real site', () => {
      expect(composeText).not.toMatch(/\$\{[A-Z0-9_]+:?-[^}]*(localhost|127\.0\.0\.1|\[::1\])/);
    });

    it('makes the gateway refuse, in production, a remote that browsers would load over plain http from another host', () => {
      const gatewayWith = (url: string, NODE_ENV = 'production') => configProblems(loadGatewayConfig, { NODE_ENV, REMOTE_URLS: JSON.stringify({ mf_feed: url }) });
      for (const url of ['http://mf-feed.example.com/mf-manifest.json', '//mf-feed.example.com/mf-manifest.json', 'replace-me/mf-manifest.json']) {
        expect(gatewayWith(url), url).toEqual([expect.stringMatching(/^REMOTE_URLS\.mf_feed: /)]);
      }
      for (const url of ['https://mf-feed.example.com/mf-manifest.json', 'http://localhost:8081/mf-manifest.json', 'http://127.0.0.1:8081/mf-manifest.json', '/mf/mf-feed/mf-manifest.json']) {
        expect(gatewayWith(url), url).toEqual([]);
      }
      // npm start and the end-to-end suite serve remotes from plain http origins on this machine.
      expect(gatewayWith('http://mf-feed.example.com/mf-manifest.json', 'test')).toEqual([]);
    });

    it('builds the gateway image with the shell only', () => {
      expect(gatewayDockerfile).toMatch(/^RUN .*npx tsx scripts\/build-web\.ts shell$/m);
      for (const folder of REMOTE_FOLDERS) {
        expect(gatewayDockerfile).not.toMatch(new RegExp(`^COPY (--from=\\S+ )?\\S*${folder}(/dist)? `, 'm'));
        expect(gatewayDockerfile).not.toContain(`${folder}/dist`);
      }
      expect(gatewayDockerfile).toContain('COPY --from=build /app/shell/dist shell/dist');
    });

    it('nothing waits for a remote: while one is down, the shell shows its fallback and works', () => {
      for (const [name, service] of Object.entries(services)) {
        for (const folder of REMOTE_FOLDERS) expect(Object.keys(service.depends_on ?? {}), name).not.toContain(folder);
      }
    });

    it("serves a remote with the gateway's caching, CORS for the shell's origin and its precompressed files", () => {
      // Each location's headers (nginx does not inherit add_header into a location that has its own).
      const locations = [...remoteConf.matchAll(/location (~ "([^"]+)"|\/) \{([^}]*)\}/g)].map((m) => ({ pattern: m[2], body: m[3]! }));
      const immutable = locations.find((l) => l.body.includes('immutable'))!;
      const revalidated = locations.find((l) => l.pattern === undefined)!;
      expect(immutable.body).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;');
      expect(revalidated.body).toContain('add_header Cache-Control "no-cache" always;');
      for (const { body } of [immutable, revalidated]) {
        expect(body).toContain('add_header Access-Control-Allow-Origin "*" always;');
        expect(body).toContain('add_header Cross-Origin-Resource-Policy "cross-origin" always;');
        expect(body).toContain('try_files $uri =404;');
      }
      // nginx picks the content-hashed location exactly where the gateway answers "immutable".
      const hashed = new RegExp(immutable.pattern!);
      for (const file of ['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'index.html', '__federation_expose_FeedPage.3f9a0c21be.js', '612.0a1b2c3d4e.css', 'assets/logo.9f8e7d6c5b.svg', 'x.abcdef12.js.map', 'feed-page.js']) {
        expect(hashed.test(`/${file}`) ? 'public, max-age=31536000, immutable' : 'no-cache', file).toBe(cacheControlFor(`/dist/${file}`));
      }
      expect(remoteConf).toMatch(/^\s*gzip_static on;$/m);
      expect(locations.find((l) => l.pattern === '\\.(br|gz)$')?.body).toContain('return 404;');
    });
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
      const { subnet, ip_range: range } = compose.networks[network]!.ipam!.config![0]!;
      const [base, bits] = subnet!.split('/');
      expect(bits).toBe('24');
      expect(address!.split('.').slice(0, 3)).toEqual(base!.split('.').slice(0, 3));
      // Other containers take addresses from the upper half only, so none can take the gateway's.
      expect(range).toBe(`${base!.split('.').slice(0, 3).join('.')}.128/25`);
      expect(Number(address!.split('.')[3])).toBeLessThan(128);
      return address!;
    });
    expect(Object.keys(gatewayNetworks).sort()).toEqual(['backend', 'egress']);
    for (const name of INSTANCES) {
      expect(env(name).TRUSTED_PROXIES, name).toBe(gatewayAddresses.join(','));
      expect(String(serviceConfigOf(name)(env(name)).TRUSTED_PROXIES).split(/,\s*/)).toEqual(gatewayAddresses);
    }
    expect(loadGatewayConfig({ TRUSTED_PROXIES: env('gateway').TRUSTED_PROXIES }).trustedProxies).toBe(false);
  });

  it('keeps the known-password test account out of production', () => {
    for (const name of instancesOf('svc-auth')) expect(env(name).TEST_ACCOUNT_ENABLED).toBe('false');
  });

  describe('engines with authentication', () => {
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
      const natsUsers = [...natsConf.matchAll(/\{ user: ([\w-]+), password: \$([A-Z0-9_]+)[ ,]/g)].map(([, user, variable]) => ({ user, variable }));
      for (const name of INSTANCES) {
        const { MONGO_URL, MONGO_DB, NATS_URL } = env(name);
        const mongo = credentialsIn(MONGO_URL!);
        const mongoUser = mongoUsers.find((u) => u.user === serviceOf(name));
        expect(mongo?.[1]).toBe(serviceOf(name));
        expect(mongoUser?.db).toBe(MONGO_DB);
        expect(mongo?.[2]).toBe(dotEnv[mongoUser!.variable!]);
        expect(MONGO_URL).toMatch(new RegExp(`@mongo:27017/${MONGO_DB}\\?authSource=${MONGO_DB}&replicaSet=rs0$`));
        // init-users.js reads the same variable the service's URL carries.
        expect(interpolate(String(services.mongo?.environment?.[mongoUser!.variable!]))).toBe(mongo?.[2]);
        const nats = credentialsIn(NATS_URL!);
        const natsUser = natsUsers.find((u) => u.user === serviceOf(name));
        expect(nats?.[1]).toBe(serviceOf(name));
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

    it('keeps the engines, svc-auth and svc-tracking on an internal network; only svc-news, the gateway and the remotes reach out', () => {
      expect(compose.networks.backend?.internal).toBe(true);
      for (const name of ['mongo', 'nats', ...instancesOf('svc-tracking')]) expect(services[name]?.networks, name).toEqual(['backend']);
      for (const name of instancesOf('svc-auth')) expect(Object.keys(services[name]?.networks ?? {}), name).toEqual(['backend']);
      for (const name of instancesOf('svc-news')) expect(services[name]?.networks, name).toEqual(['backend', 'egress']);
      expect(Object.keys(services.gateway?.networks ?? {}).sort()).toEqual(['backend', 'egress']);
      // A remote reaches nothing of the product: it only answers browsers on its published port.
      for (const folder of REMOTE_FOLDERS) expect(services[folder]?.networks, folder).toEqual(['remotes']);
      expect(compose.networks.remotes?.internal).toBeFalsy();
      for (const [name, service] of Object.entries(services)) if (name !== 'gateway' && !REMOTE_FOLDERS.includes(name)) expect(service.ports, name).toBeUndefined();
    });
  });
});

describe('images install exactly the lockfile, and run no package install script', () => {
  // Every Dockerfile of the repository: at its root (`*.Dockerfile`) and in each top-level folder.
  const dockerfiles = [
    ...readdirSync(ROOT).filter((file) => file.endsWith('Dockerfile')),
    ...readdirSync(ROOT, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
      .flatMap((entry) => readdirSync(join(ROOT, entry.name)).filter((file) => file.endsWith('Dockerfile')).map((file) => `${entry.name}/${file}`)),
  ].sort();
  /** Each build stage's instructions, continuation lines joined. */
  const stagesOf = (file: string) =>
    readFileSync(join(ROOT, file), 'utf8')
      .replace(/\\\n\s*/g, ' ')
      .split(/^(?=FROM )/m)
      .filter((stage) => stage.startsWith('FROM '));
  const npmInstalls = (stage: string) => [...stage.matchAll(/^RUN .*$/gm)].map((m) => m[0]).filter((line) => /\bnpm (install|i|ci|add|update|rebuild)\b/.test(line));

  it('checks every image compose builds', () => {
    for (const service of Object.values(services)) if (service.build) expect(dockerfiles).toContain(service.build.dockerfile);
  });

  it.each(dockerfiles)('%s installs with npm ci from the lockfile, scripts off, and only production dependencies where it runs', (file) => {
    const stages = stagesOf(file);
    expect(stages.flatMap(npmInstalls).length, file).toBeGreaterThan(0);
    for (const stage of stages) {
      for (const install of npmInstalls(stage)) {
        expect(install).toMatch(/^RUN npm ci /);
        // No package's preinstall/install/postinstall runs: only what the lockfile names is unpacked.
        expect(install).toContain(' --ignore-scripts');
        // The lockfile is in place before the install.
        expect(stage.slice(0, stage.indexOf(install))).toMatch(/^COPY (.+ )?package-lock\.json .+$/m);
      }
    }
    // What runs: a Node image holds production dependencies only.
    const final = stages.at(-1)!;
    if (/^FROM node:/.test(final)) expect(npmInstalls(final)).toEqual([expect.stringMatching(/^RUN npm ci .*--omit=dev/)]);
  });

  it('locks every dependency of every platform, so npm ci accepts the lockfile anywhere', () => {
    type Entry = { dependencies?: Record<string, string>; optionalDependencies?: Record<string, string>; devDependencies?: Record<string, string> };
    const { packages } = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, Entry> };
    /** Node's lookup: `<from>/node_modules/<name>`, then each enclosing node_modules up to the root. */
    const resolves = (from: string, name: string) => {
      for (let base = from; ; base = base.includes('/node_modules/') ? base.slice(0, base.lastIndexOf('/node_modules/')) : '') {
        if (`${base ? `${base}/` : ''}node_modules/${name}` in packages) return true;
        if (!base) return false;
      }
    };
    const missing: string[] = [];
    for (const [path, entry] of Object.entries(packages)) {
      // A workspace's (or the root's) dev dependencies are installed too; a dependency's are not.
      const ownDev = path.startsWith('node_modules/') ? {} : entry.devDependencies;
      for (const name of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies, ...ownDev })) if (!resolves(path, name)) missing.push(`${path || '(root)'} → ${name}`);
    }
    expect(missing).toEqual([]);
  });
});
