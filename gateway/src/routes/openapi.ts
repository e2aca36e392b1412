import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SERVICE_NAMES, type ServiceName } from '../config.js';
import { mergeOpenApi, type OpenApiDocument } from '../openapi-merge.js';
import type { Upstreams } from '../upstreams.js';
import { userExportOpenApi } from './user-export.js';
import { vitalsOpenApi } from './vitals.js';

export interface OpenApiOptions {
  upstreams: Upstreams;
  cacheMs: number;
  docsEnabled: boolean;
  /** Operations the gateway answers itself (e.g. GET /api/user/export), added to the merged document. */
  gatewayPaths?: Record<string, unknown>;
}

/** The operations the gateway answers itself, as the merged document lists them. */
export function gatewayOpenApiPaths(vitalsLimit: Parameters<typeof vitalsOpenApi>[0]): Record<string, unknown> {
  return { ...userExportOpenApi(), ...vitalsOpenApi(vitalsLimit) };
}

// An incomplete document is kept only briefly, so a service that comes back shows up soon.
const INCOMPLETE_CACHE_MS = 3_000;

/** Fetches each service's /openapi.json, merges them, and keeps the result for a short while. */
export class OpenApiSource {
  private cached: { document: OpenApiDocument; expires: number } | null = null;
  private pending: Promise<OpenApiDocument> | null = null;

  constructor(
    private readonly upstreams: Upstreams,
    private readonly cacheMs: number,
    private readonly log: FastifyInstance['log'],
    private readonly gatewayPaths: Record<string, unknown> = {},
  ) {}

  get latest(): OpenApiDocument {
    return this.cached?.document ?? mergeOpenApi({}, []).document;
  }

  async get(): Promise<OpenApiDocument> {
    if (this.cached && this.cached.expires > Date.now()) return this.cached.document;
    this.pending ??= this.load().finally(() => (this.pending = null));
    return this.pending;
  }

  private async load(): Promise<OpenApiDocument> {
    const docs: Partial<Record<ServiceName, OpenApiDocument>> = {};
    const unavailable: ServiceName[] = [];
    await Promise.all(
      SERVICE_NAMES.map(async (service) => {
        try {
          const { statusCode, body } = await this.upstreams.get(service, '/openapi.json', 3_000);
          if (statusCode !== 200) throw new Error(`answered ${statusCode}`);
          docs[service] = JSON.parse(body) as OpenApiDocument;
        } catch (error) {
          this.log.warn({ service, message: (error as Error).message }, 'could not fetch the OpenAPI document');
          unavailable.push(service);
        }
      }),
    );
    unavailable.sort();
    const { document, unrouted } = mergeOpenApi(docs, unavailable, this.gatewayPaths);
    if (unrouted.length) this.log.warn({ unrouted }, 'services document operations the route map does not send to them');
    this.cached = { document, expires: Date.now() + (unavailable.length ? Math.min(this.cacheMs, INCOMPLETE_CACHE_MS) : this.cacheMs) };
    return document;
  }
}

/** `GET /api/openapi.json` (the merged document) and the Swagger UI at `/api/docs`, served from local assets. */
export async function openApiRoutes(app: FastifyInstance, options: OpenApiOptions): Promise<void> {
  const source = new OpenApiSource(options.upstreams, options.cacheMs, app.log, options.gatewayPaths);

  app.get('/api/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    const document = await source.get();
    return reply.header('cache-control', 'no-cache').send(document);
  });

  if (!options.docsEnabled) return;
  await app.register(async (docs) => {
    // swagger-ui requires @fastify/swagger; here it documents nothing itself, and the UI's own
    // `./json` serves the merged document too.
    await docs.register(swagger, { openapi: { info: { title: 'Tidings API', version: '1.0.0' } } });
    await docs.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { urls: [{ url: '/api/openapi.json', name: 'Tidings API' }], deepLinking: true },
      uiHooks: {
        onRequest: async (request: FastifyRequest) => {
          if (request.url.startsWith('/api/docs/json') || request.url.startsWith('/api/docs/yaml')) await source.get();
        },
      },
      transformSpecification: () => source.latest,
      transformSpecificationClone: false,
    });
  });
}
