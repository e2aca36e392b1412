import { randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';

/** Publishes straight to JetStream, as svc-auth or svc-tracking would; `msgId` defaults to a fresh one. */
export async function publish(natsUrl: string, subject: string, data: unknown, msgId: string = randomUUID()): Promise<void> {
  const nc = await connect({ servers: natsUrl });
  try {
    await jetstream(nc).publish(subject, JSON.stringify(data), { msgID: msgId });
  } finally {
    await nc.close();
  }
}
