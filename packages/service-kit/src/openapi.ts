import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { deprecateRoute } from './deprecation.js';
import { SESSION_COOKIE } from './keys.js';
import { mapOperations, withExamples, withoutBodylessContent } from './openapi-operations.js';
import { BEARER_SCHEME, bearerSecurityScheme, withTokenSecurity } from './openapi-security.js';
import { withPlatformErrors } from './route-errors.js';

export interface OpenapiOptions {
  title: string;
  description?: string;
  version?: string;
  /** The tags this service's routes use, described once. */
  tags?: Array<{ name: string; description: string }>;
}

const SESSION_SCHEME = 'session';

/**
 * Routes declare `security: sessionSecurity` when they need a signed-in caller. The document then
 * lists the session cookie and, for the routes in TOKEN_SCOPES, a bearer token (openapi-security.ts).
 */
export const sessionSecurity = [{ [SESSION_SCHEME]: [] }];

/**
 * Serves this service's own OpenAPI document at `GET /openapi.json`, built from the routes' zod
 * schemas. Only the public `/api/...` routes are listed; the gateway merges every service's
 * document into one. Register it before the routes: it collects them as they are added.
 */
export const openapiPlugin = fp<OpenapiOptions>(
  async (app: FastifyInstance, options) => {
    // Every route documents the errors the platform answers for its kind (route-errors.ts).
    app.addHook('onRoute', withPlatformErrors);
    // A route with `config.deprecated` answers with Deprecation/Sunset headers (deprecation.ts).
    app.addHook('onRoute', deprecateRoute);
    await app.register(swagger, {
      openapi: {
        info: { title: options.title, description: options.description, version: options.version ?? '0.1.0' },
        tags: options.tags,
        components: {
          securitySchemes: { [SESSION_SCHEME]: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE }, [BEARER_SCHEME]: bearerSecurityScheme },
        },
      },
      transform: (input) => (input.url.startsWith('/api/') ? jsonSchemaTransform(input) : { schema: { hide: true }, url: input.url }),
      // Security and examples are derived per operation in one place, not written in each route.
      transformObject: (input) =>
        mapOperations(jsonSchemaTransformObject(input) as Parameters<typeof mapOperations>[0], (operation, method, path) =>
          withoutBodylessContent(withExamples(withTokenSecurity(operation, method, path, SESSION_SCHEME), method, path)),
        ),
    });
    app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'tidings-openapi' },
);
