import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';

export interface ReceivedEvent<T> {
  subject: string;
  msgId: string | undefined;
  data: T;
}

/**
 * Reads `stream` from the start with an ordered (ephemeral) consumer and answers the first
 * message on `subject` that `matches`; other test files share the stream, so filter by your data.
 */
export async function findEvent<T>(
  natsUrl: string,
  stream: string,
  subject: string,
  matches: (data: T) => boolean,
  timeoutMs = 10_000,
): Promise<ReceivedEvent<T>> {
  const nc = await connect({ servers: natsUrl });
  try {
    const consumer = await jetstream(nc).consumers.get(stream, { filter_subjects: [subject] });
    const messages = await consumer.consume();
    const timer = setTimeout(() => void messages.stop(), timeoutMs);
    try {
      for await (const message of messages) {
        const data = message.json<T>();
        if (matches(data)) return { subject: message.subject, msgId: message.headers?.get('Nats-Msg-Id'), data };
      }
    } finally {
      clearTimeout(timer);
      await messages.close();
    }
    throw new Error(`No ${subject} event matched within ${timeoutMs} ms`);
  } finally {
    await nc.close();
  }
}
