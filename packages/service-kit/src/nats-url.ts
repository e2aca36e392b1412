// NATS_URL may carry the service's credentials (`nats://svc-news:secret@nats:4222`, as
// docker-compose builds it). The client takes them as options, not in the URL, and the URL is
// logged, so it is split here and the logged form has the password masked. A cluster is a comma
// list (`nats://user:pw@nats-1:4222,nats://user:pw@nats-2:4222`): the client connects to one and
// fails over to the others, so each becomes its own entry of `servers`.
export interface NatsServerOptions {
  servers: string[];
  user?: string;
  pass?: string;
  /** For logs: the URL with the password replaced by `***`. */
  redacted: string;
}

interface ParsedServer {
  server: string;
  user?: string;
  pass?: string;
  redacted: string;
}

function parseServer(url: string): ParsedServer {
  if (!url.includes('@')) return { server: url, redacted: url };
  const parsed = new URL(url);
  const server = `${parsed.protocol}//${parsed.host}`;
  const user = decodeURIComponent(parsed.username) || undefined;
  const pass = decodeURIComponent(parsed.password) || undefined;
  return { server, user, pass, redacted: `${parsed.protocol}//${user ? `${parsed.username}${pass ? ':***' : ''}@` : ''}${parsed.host}` };
}

export function natsServerOptions(url: string): NatsServerOptions {
  const parsed = url
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(parseServer);
  // One connection has one identity: the servers of a list carry the same user (or only the first does).
  const users = new Set(parsed.filter((entry) => entry.user !== undefined).map((entry) => `${entry.user}\n${entry.pass ?? ''}`));
  if (users.size > 1) throw new Error('NATS_URL: every server of the list must carry the same user and password');
  const withCredentials = parsed.find((entry) => entry.user !== undefined);
  return {
    servers: parsed.map((entry) => entry.server),
    ...(withCredentials ? { user: withCredentials.user, pass: withCredentials.pass } : {}),
    redacted: parsed.map((entry) => entry.redacted).join(','),
  };
}

/**
 * Where a user's replies arrive (`_INBOX.<user>.…`, the connection's inbox prefix): with each
 * client's own prefix, NATS permissions let it read its replies only, never another service's
 * (article look-ups, JetStream acknowledgements and deliveries all travel as replies).
 */
export function inboxPrefixOf(user: string): string {
  return `_INBOX.${user.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}
