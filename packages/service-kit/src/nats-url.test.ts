import { describe, expect, it } from 'vitest';
import { mongoUrlVar, natsUrlVar } from './config.js';
import { inboxPrefixOf, natsServerOptions } from './nats-url.js';

// Scaled out, a service is pointed at a NATS cluster and a MongoDB replica set (README,
// "Production shape"): the client must get every server of the list, not one unparseable string.
describe('NATS_URL as a cluster', () => {
  it('gives the client each server of a comma list, with the credentials once and masked in logs', () => {
    expect(natsServerOptions('nats://svc-news:p%40ss@nats-1:4222, nats://svc-news:p%40ss@nats-2:4222,nats://svc-news:p%40ss@nats-3:4222')).toEqual({
      servers: ['nats://nats-1:4222', 'nats://nats-2:4222', 'nats://nats-3:4222'],
      user: 'svc-news',
      pass: 'p@ss',
      redacted: 'nats://svc-news:***@nats-1:4222,nats://svc-news:***@nats-2:4222,nats://svc-news:***@nats-3:4222',
    });
    expect(natsServerOptions('nats://svc-news:pw@nats-1:4222,nats://nats-2:4222')).toMatchObject({ servers: ['nats://nats-1:4222', 'nats://nats-2:4222'], user: 'svc-news', pass: 'pw' });
    expect(natsServerOptions('nats://a:4222,b:4222')).toEqual({ servers: ['nats://a:4222', 'b:4222'], redacted: 'nats://a:4222,b:4222' });
  });

  it('accepts a list in the configuration and refuses a malformed one or two identities', () => {
    expect(natsUrlVar.parse('nats://u:pw@nats-1:4222,nats://u:pw@nats-2:4222')).toBe('nats://u:pw@nats-1:4222,nats://u:pw@nats-2:4222');
    expect(natsUrlVar.safeParse('nats://nats-1:4222,').success).toBe(false);
    expect(natsUrlVar.safeParse('nats://nats-1:4222,http://nats-2:4222').success).toBe(false);
    const twoUsers = natsUrlVar.safeParse('nats://a:pw@nats-1:4222,nats://b:pw@nats-2:4222');
    expect(twoUsers.error?.issues.map((issue) => issue.message)).toEqual(['every server of the list must be a URL carrying the same user and password (or none)']);
  });

  it('takes a replica set URL with several hosts for MONGO_URL', () => {
    const url = 'mongodb://svc-news:pw@mongo-1:27017,mongo-2:27017,mongo-3:27017/tidings-news?authSource=tidings-news&replicaSet=rs0';
    expect(mongoUrlVar.parse(url)).toBe(url);
  });
});

// nats/nats-server.conf lets each user subscribe to its own replies only: `_INBOX.<user>.>`.
describe('the reply subjects of a user', () => {
  it('are under _INBOX.<user>, the user made one subject token', () => {
    expect(inboxPrefixOf('svc-tracking')).toBe('_INBOX.svc-tracking');
    expect(inboxPrefixOf('team.a b*')).toBe('_INBOX.team_a_b_');
  });
});
