import type { FastifyInstance } from 'fastify';

/**
 * Listens, and on SIGINT/SIGTERM closes the app (and so every connection it opened) before
 * exiting. A second signal, or a close that hangs, exits at once.
 */
export async function runServer(app: FastifyInstance, port: number, host: string, closeTimeoutMs = 10_000): Promise<void> {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('close timed out');
      process.exit(1);
    }, closeTimeoutMs).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'close failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port, host });
}
