import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Deployable } from './catalogue.js';
import { Metrics, UNMATCHED_ROUTE } from './metrics.js';

export const METRICS_PATH = '/metrics';

export interface MetricsOptions {
  deployable: Deployable;
  /**
   * METRICS_PORT: the port of the metrics listener, its own HTTP server beside the app's, so no
   * route of the public surface can ever reach it. Unset: no listener, no request hooks, no
   * process metrics (several instances on one machine under `npm start`); 0 picks a free port.
   */
  port?: number;
  /** METRICS_HOST, else the app's HOST. */
  host: string;
}

/** The listener a service's config asks for (METRICS_PORT, METRICS_HOST, else HOST). */
export function metricsListenerFrom(config: { METRICS_PORT?: number; METRICS_HOST?: string; HOST: string }): Omit<MetricsOptions, 'deployable'> {
  return { port: config.METRICS_PORT, host: config.METRICS_HOST ?? config.HOST };
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
    /** The metrics listener's port once ready, undefined when METRICS_PORT is unset. */
    metricsPort(): number | undefined;
  }
  interface FastifyRequest {
    /**
     * The route label when the route's template says too little: the gateway's `/api/*` proxy
     * sets the route-map pattern the call matched (`/api/news*`).
     */
    metricsRoute: string | null;
  }
}

/**
 * Registered first (servicePlatform, the gateway's app), so its hook sees every request and every
 * later plugin finds `app.metrics` to count with.
 */
export const metricsPlugin = fp<MetricsOptions>(
  async (app: FastifyInstance, options) => {
    const enabled = options.port !== undefined;
    const metrics = new Metrics(options.deployable, { processMetrics: enabled });
    app.decorate('metrics', metrics);
    app.decorateRequest('metricsRoute', null);
    let server: Server | undefined;
    app.decorate('metricsPort', () => (server?.address() as AddressInfo | null)?.port);
    if (!enabled) return;

    app.addHook('onResponse', (request, reply, done) => {
      metrics.observeRequest(request.metricsRoute ?? request.routeOptions.url ?? UNMATCHED_ROUTE, request.method, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });

    app.addHook('onReady', async () => {
      server = createServer((request, response) => {
        const path = request.url?.split('?', 1)[0];
        if (request.method !== 'GET' || path !== METRICS_PATH) {
          response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
          return;
        }
        metrics.scrape().then(
          (text) => response.writeHead(200, { 'content-type': metrics.contentType }).end(text),
          (error: unknown) => {
            app.log.error({ err: error }, 'metrics scrape failed');
            response.writeHead(500, { 'content-type': 'text/plain' }).end('Scrape failed');
          },
        );
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(options.port, options.host, () => {
          server!.off('error', reject);
          resolve();
        });
      });
      app.log.info({ port: app.metricsPort(), path: METRICS_PATH }, 'metrics listening');
    });

    app.addHook('onClose', async () => {
      if (!server?.listening) return;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server!.close(() => resolve()));
    });
  },
  { name: 'tidings-metrics' },
);
