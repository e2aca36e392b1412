import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { waitFor } from '../test/helper.js';
import { CacheSync, cacheSubject, type CacheNote } from './cache-sync.js';

const log = pino({ level: 'silent' });
const connections: NatsConnection[] = [];
afterEach(async () => {
  for (const connection of connections.splice(0)) await connection.close();
});

async function instance(subject: string, started = true): Promise<{ sync: CacheSync; notes: CacheNote[]; connection: NatsConnection }> {
  const connection = await connect({ servers: inject('natsUrl') });
  connections.push(connection);
  const sync = new CacheSync(subject, log);
  const notes: CacheNote[] = [];
  sync.onNote((note) => notes.push(note));
  if (started) sync.start(connection);
  return { sync, notes, connection };
}

describe('CacheSync: the instances tell each other what their caches must see', () => {
  it("delivers a note to every other instance of the database, not back to its sender, and not to another database's", async () => {
    const subject = cacheSubject(`test-news-${randomUUID()}`);
    const [a, b, c] = await Promise.all([instance(subject), instance(subject), instance(cacheSubject('another-db'))]);
    await Promise.all([a, b, c].map(({ connection }) => connection.flush()));
    a!.sync.publish({ kind: 'seen', userId: 'ann', ids: ['n1', 'n2'] });
    // The instances' start announcements (a resync, see below) may come in between.
    const seen = (notes: CacheNote[]) => notes.filter((note) => note.kind === 'seen');
    await waitFor(() => seen(b!.notes).length === 1, 'the note on B');
    await a!.connection.flush();
    expect(seen(b!.notes)).toEqual([{ kind: 'seen', userId: 'ann', ids: ['n1', 'n2'] }]);
    expect(seen(a!.notes)).toEqual([]);
    expect(c!.notes.filter((note) => note.kind !== 'resync')).toEqual([]);
  });

  it('an instance that starts resyncs both ways: it may replace one killed between a write and its note, and notes sent before it subscribed never reached it', async () => {
    const subject = cacheSubject(`test-news-${randomUUID()}`);
    const b = await instance(subject);
    await b.connection.flush();
    const ownResync = b.notes.length;
    const a = await instance(subject);
    await waitFor(() => b.notes.length === ownResync + 1, 'the resync on B');
    expect(b.notes.slice(ownResync)).toEqual([{ kind: 'resync' }]);
    // Its caches may have been read before its subscription existed: it rereads them once.
    await a.connection.flush();
    expect(a.notes).toEqual([{ kind: 'resync' }]);
  });

  it('drops a note that does not match its contract', async () => {
    const subject = cacheSubject(`test-news-${randomUUID()}`);
    const b = await instance(subject);
    await b.connection.flush();
    b.connection.publish(subject, JSON.stringify({ from: 'x', note: { kind: 'seen', userId: 'ann', ids: [] } }));
    b.connection.publish(subject, 'not json');
    b.connection.publish(subject, JSON.stringify({ from: 'x', note: { kind: 'profile', userId: 'ann', updatedAt: 5 } }));
    const received = () => b.notes.filter((note) => note.kind !== 'resync');
    await waitFor(() => received().length === 1, 'the valid note');
    expect(received()).toEqual([{ kind: 'profile', userId: 'ann', updatedAt: 5 }]);
  });

  it('a write announced before the connection existed is lost to the others: once connected, everyone resyncs', async () => {
    const subject = cacheSubject(`test-news-${randomUUID()}`);
    const b = await instance(subject);
    const a = await instance(subject, false);
    await b.connection.flush();
    a.sync.publish({ kind: 'articles' });
    const ownResync = b.notes.length;
    a.sync.start(a.connection);
    await waitFor(() => b.notes.length === ownResync + 1, 'the resync on B');
    expect(b.notes.slice(ownResync)).toEqual([{ kind: 'resync' }]);
    expect(a.notes).toEqual([{ kind: 'resync' }]);
  });
});
