// NATS_URL may carry the service's credentials (`nats://svc-news:secret@nats:4222`, as
// docker-compose builds it). The client takes them as options, not in the URL, and the URL is
// logged, so it is split here and the logged form has the password masked.
export interface NatsServerOptions {
  servers: string;
  user?: string;
  pass?: string;
  /** For logs: the URL with the password replaced by `***`. */
  redacted: string;
}

export function natsServerOptions(url: string): NatsServerOptions {
  if (!url.includes('@')) return { servers: url, redacted: url };
  const parsed = new URL(url);
  const servers = `${parsed.protocol}//${parsed.host}`;
  const user = decodeURIComponent(parsed.username) || undefined;
  const pass = decodeURIComponent(parsed.password) || undefined;
  return { servers, user, pass, redacted: `${parsed.protocol}//${user ? `${parsed.username}${pass ? ':***' : ''}@` : ''}${parsed.host}` };
}
