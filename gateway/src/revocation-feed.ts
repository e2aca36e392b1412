import { NatsBus } from '@tidings/service-kit/nats-bus';
import { RevocationSet, RevocationWatcher } from '@tidings/service-kit/session-revocations';
import type { FastifyInstance } from 'fastify';

/**
 * The gateway's own view of the revoked sessions: a NATS connection used for nothing else,
 * watching the bucket svc-auth writes. Connects in the background like the services do; until
 * the first full read `/readyz` says not ready, and while NATS is away the last known set holds.
 * The same connection holds the counters the gateway's own limits share (POST /api/vitals).
 */
export function watchSessionRevocations(app: FastifyInstance, natsUrl: string): { watcher: RevocationWatcher; bus: NatsBus } {
  const bus = new NatsBus(natsUrl, 'gateway', [], app.log);
  const watcher = new RevocationWatcher(new RevocationSet(), app.log);
  bus.onReady((_js, connection) => watcher.start(connection));
  bus.start();
  app.addHook('onClose', async () => {
    watcher.stop();
    await bus.close();
  });
  return { watcher, bus };
}
