import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from './keys.js';
import { withPlatformErrors } from './route-errors.js';

export interface OpenapiOptions {
  title: string;
  description?: string;
  version?: string;
  /** The tags this service's routes use, described once. */
  tags?: Array<{ name: string; description: string }>;
}

/** Routes declare `security: sessionSecurity` when they need the session cookie. */
export const sessionSecurity = [{ session: [] }];

/**
 * Serves this service's own OpenAPI document at `GET /openapi.json`, built from the routes' zod
 * schemas. Only the public `/api/...` routes are listed; the gateway merges every service's
 * document into one. Register it before the routes: it collects them as they are added.
 */
export const openapiPlugin = fp<OpenapiOptions>(
  async (app: FastifyInstance, options) => {
    // Every route documents the errors the platform answers for its kind (route-errors.ts).
    app.addHook('onRoute', withPlatformErrors);
    await app.register(swagger, {
      openapi: {
        info: { title: options.title, description: options.description, version: options.version ?? '0.1.0' },
        tags: options.tags,
        components: {
          securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
        },
      },
      transform: (input) => (input.url.startsWith('/api/') ? jsonSchemaTransform(input) : { schema: { hide: true }, url: input.url }),
      transformObject: jsonSchemaTransformObject,
    });
    app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'tidings-openapi' },
);
