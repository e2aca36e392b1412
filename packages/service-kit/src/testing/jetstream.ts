// Test support shared by the services: read what a service published on JetStream.
import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';

export interface ReceivedEvent<T> {
  subject: string;
  msgId: string | undefined;
  data: T;
}

/** The first message on `subject` that `matches` (see findEvents). */
export async function findEvent<T>(natsUrl: string, stream: string, subject: string, matches: (data: T) => boolean): Promise<ReceivedEvent<T>> {
  const [event] = await findEvents(natsUrl, stream, subject, matches, 1);
  if (!event) throw new Error('unreachable: findEvents answers `count` events or throws');
  return event;
}

/**
 * Reads `stream` from the start with an ordered (ephemeral) consumer and answers the first `count`
 * messages on `subject` that `matches`; other test files share the stream, so filter by your data.
 */
export async function findEvents<T>(
  natsUrl: string,
  stream: string,
  subject: string,
  matches: (data: T) => boolean,
  count: number,
  timeoutMs = 10_000,
): Promise<Array<ReceivedEvent<T>>> {
  const found: Array<ReceivedEvent<T>> = [];
  const nc = await connect({ servers: natsUrl });
  try {
    const consumer = await jetstream(nc).consumers.get(stream, { filter_subjects: [subject] });
    const messages = await consumer.consume();
    const timer = setTimeout(() => void messages.stop(), timeoutMs);
    try {
      for await (const message of messages) {
        const data = message.json<T>();
        if (!matches(data)) continue;
        found.push({ subject: message.subject, msgId: message.headers?.get('Nats-Msg-Id'), data });
        if (found.length === count) return found;
      }
    } finally {
      clearTimeout(timer);
      await messages.close();
    }
    throw new Error(`${found.length} of ${count} ${subject} events matched within ${timeoutMs} ms`);
  } finally {
    await nc.close();
  }
}
