// nats-server configuration, rendered from the permission table (nats-permissions.ts): the
// committed nats/nats-server.conf that docker-compose runs, and the embedded default's, which
// startNats writes into DATA_DIR at every start. Both read the passwords from the server's
// environment (`$NATS_AUTH_PASSWORD`…), so neither file holds a secret.
//
// `npx tsx scripts/nats-conf.ts` writes nats/nats-server.conf after a change to the table;
// test/security/nats-permissions.test.ts fails while the committed file differs from it.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_NATS_NAMES, NATS_CLIENTS, natsPermissions, type ClientPermissions, type NatsClient, type NatsNames } from './nats-permissions.js';

/** The environment variable each user's password comes from (docker-compose fills them from .env). */
export const PASSWORD_VARIABLES: Record<NatsClient, string> = {
  'svc-auth': 'NATS_AUTH_PASSWORD',
  'svc-news': 'NATS_NEWS_PASSWORD',
  'svc-tracking': 'NATS_TRACKING_PASSWORD',
  gateway: 'NATS_GATEWAY_PASSWORD',
};
/** The embedded default's one user without limits: for tools (benchmarks, the test harness, the nats CLI), never a service. */
export const ADMIN_USER = 'admin';
export const ADMIN_PASSWORD_VARIABLE = 'NATS_ADMIN_PASSWORD';

export const COMPOSE_CONF = resolve(import.meta.dirname, '..', 'nats', 'nats-server.conf');

const variableOf = (client: NatsClient) => `PERMISSIONS_${client.toUpperCase().replace(/-/g, '_')}`;
const quoted = (subject: string) => JSON.stringify(subject);

function subjectList(key: 'allow' | 'deny', entries: Array<{ why?: string; subjects: string[] }>): string[] {
  const lines = [`      ${key}: [`];
  for (const { why, subjects } of entries) {
    if (subjects.length === 0) continue;
    if (why) lines.push(`        # ${why}`);
    for (const subject of subjects) lines.push(`        ${quoted(subject)}`);
  }
  lines.push('      ]');
  return lines;
}

function permissionsBlock(client: NatsClient, permissions: ClientPermissions): string[] {
  const publish = permissions.grants.filter((g) => g.publish?.length).map((g) => ({ why: g.why, subjects: g.publish! }));
  const subscribe = permissions.grants.filter((g) => g.subscribe?.length).map((g) => ({ why: g.why, subjects: g.subscribe! }));
  const lines = [`  ${variableOf(client)} = {`, '    publish: {', ...subjectList('allow', publish)];
  if (permissions.denyPublish.length > 0) {
    lines.push(...subjectList('deny', [{ why: "another service's durable consumers, which a wildcard above would match", subjects: permissions.denyPublish }]));
  }
  lines.push('    }', '    subscribe: {', ...subjectList('allow', subscribe), '    }');
  if (permissions.allowResponses) lines.push('    # one answer to each request it receives, on the reply subject the request names', '    allow_responses: true');
  lines.push('  }');
  return lines;
}

/** The `authorization` block: each client's permissions, then the users (and the admin when asked). */
export function renderAuthorization(names: NatsNames, options: { admin?: boolean } = {}): string {
  const permissions = natsPermissions(names);
  const lines = ['authorization {'];
  for (const client of NATS_CLIENTS) lines.push(`  # ${client}`, ...permissionsBlock(client, permissions[client]));
  lines.push('  users = [');
  for (const client of NATS_CLIENTS) lines.push(`    { user: ${client}, password: $${PASSWORD_VARIABLES[client]}, permissions: $${variableOf(client)} }`);
  if (options.admin) lines.push(`    { user: ${ADMIN_USER}, password: $${ADMIN_PASSWORD_VARIABLE} }`);
  lines.push('  ]', '}');
  return lines.join('\n');
}

/** nats/nats-server.conf, as committed. */
export function composeNatsConf(names: NatsNames = DEFAULT_NATS_NAMES): string {
  return `# nats-server for docker-compose: JetStream, and no connection without a password. Each client
# has its own user, allowed exactly the subjects, streams, consumers and KV buckets its code uses
# (the reasons are the comments below). The passwords come from the container's environment ($VAR
# is read from it), which docker-compose fills from .env (see .env.example) — none is written here.
# Each must start with a letter: nats-server reads $VAR as a config value, and 8e31… is a number.
#
# GENERATED from scripts/nats-permissions.ts by \`npx tsx scripts/nats-conf.ts\`: edit the table
# there and render again (a test fails while this file differs). The embedded default of
# \`npm start\` runs the same users and permissions (scripts/engines.ts, startNats).
listen: 0.0.0.0:4222
# Monitoring (the health check) answers inside the container only.
http: 127.0.0.1:8222

# The store folder is given on the command line (\`-sd\`), so the same file serves any layout.
jetstream: enabled

${renderAuthorization(names)}
`;
}

/**
 * The embedded default's: address, port and store come on the command line; an admin user for
 * tools. `anonymousAdmin` (the integration tests' harness only, where one test plays several
 * services) lets a connection without credentials in as the admin.
 */
export function embeddedNatsConf(names: NatsNames, options: { anonymousAdmin?: boolean } = {}): string {
  const anonymous = options.anonymousAdmin ? `\n# The test harness: a connection without credentials is the admin.\nno_auth_user: ${ADMIN_USER}\n` : '';
  return `# The embedded nats-server of \`npm start\` (and the e2e run, benchmarks, tests), written by
# scripts/engines.ts at every start: docker-compose's users and permissions (nats/nats-server.conf),
# plus \`${ADMIN_USER}\` for tools. The passwords are in users.json beside this file (0600).
jetstream: enabled
${anonymous}
${renderAuthorization(names, { admin: true })}
`;
}

export type EmbeddedUser = NatsClient | typeof ADMIN_USER;
export const EMBEDDED_USERS: readonly EmbeddedUser[] = [...NATS_CLIENTS, ADMIN_USER];

/**
 * nats-server reads `$VAR` from its environment as a config value, not as a string: `8f3a…`
 * would be a malformed number and the server would not start. A letter first, then letters and
 * digits (safe in a URL too).
 */
export const NATS_PASSWORD_PATTERN = /^[A-Za-z][A-Za-z0-9]{15,}$/;

/**
 * The embedded server's passwords, made on first start (random: a letter and 24 bytes as hex)
 * and kept in `<dir>/users.json`, readable by its owner only, so a restart (the chaos run, the
 * next `npm start`) lets the same users in.
 */
export function embeddedPasswords(dir: string): Record<EmbeddedUser, string> {
  const file = join(dir, 'users.json');
  const stored = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<EmbeddedUser, string>>) : {};
  const keep = (password: string | undefined) => (password && NATS_PASSWORD_PATTERN.test(password) ? password : undefined);
  const passwords = Object.fromEntries(EMBEDDED_USERS.map((user) => [user, keep(stored[user]) ?? `p${randomBytes(24).toString('hex')}`])) as Record<EmbeddedUser, string>;
  if (EMBEDDED_USERS.some((user) => stored[user] !== passwords[user])) writeFileSync(file, `${JSON.stringify(passwords, null, 2)}\n`, { mode: 0o600 });
  // writeFileSync's mode applies to a new file only.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  return passwords;
}

/** The server's environment: where its config reads each password from. */
export function passwordEnvironment(passwords: Record<EmbeddedUser, string>): Record<string, string> {
  return { ...Object.fromEntries(NATS_CLIENTS.map((client) => [PASSWORD_VARIABLES[client], passwords[client]])), [ADMIN_PASSWORD_VARIABLE]: passwords[ADMIN_USER] };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const wanted = composeNatsConf();
  if (process.argv.includes('--check')) {
    const same = readFileSync(COMPOSE_CONF, 'utf8') === wanted;
    console.log(same ? 'nats/nats-server.conf is up to date' : 'nats/nats-server.conf differs from its rendering: run npx tsx scripts/nats-conf.ts');
    process.exit(same ? 0 : 1);
  }
  writeFileSync(COMPOSE_CONF, wanted);
  console.log(`wrote ${join('nats', 'nats-server.conf')}`);
}
