// What issue 27 promises of the OpenAPI document, checked on the committed one (test/api-client/
// document-current.test.ts checks that it is what the routes give): both security schemes, each
// operation's security from TOKEN_SCOPES, the token errors, and a valid example for every body.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { API_EXAMPLES } from '@tidings/contracts/api-examples';
import { TOKEN_SCOPES } from '@tidings/contracts/access-tokens';

interface Operation {
  security?: Record<string, string[]>[];
  'x-token-scope'?: string;
  requestBody?: { content: Record<string, { schema: object; example?: unknown }> };
  parameters?: { in: string; name: string; schema: object; example?: unknown }[];
  responses: Record<string, { description: string }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, Record<string, string>> };
}

const document = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'openapi.json'), 'utf8')) as Document;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => METHODS.includes(method))
    .map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, method, path, operation })),
);
const operation = (method: string, path: string) => document.paths[path]?.[method];
// TOKEN_SCOPES names routes as Fastify does (`/api/news/:id`), the document as OpenAPI (`{id}`).
const documentPath = (route: string) => route.replace(/:(\w+)/g, '{$1}');
// Paths that differ only in parameter names are joined under one (gateway/src/openapi-paths.ts).
const documented = (key: string) => {
  const [method, route] = key.split(' ') as [string, string];
  const shape = documentPath(route).replace(/\{[^}]+\}/g, '{}');
  const path = Object.keys(document.paths).find((candidate) => candidate.replace(/\{[^}]+\}/g, '{}') === shape);
  return path ? { path, operation: operation(method.toLowerCase(), path) } : undefined;
};

// OpenAPI 3.0 schemas: `nullable` is theirs (Ajv knows it), `example` an annotation.
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);

describe('the security of each operation', () => {
  it('declares the session cookie and the bearer token', () => {
    expect(document.openapi).toMatch(/^3\.0\./);
    expect(document.components.securitySchemes.cookieAuth).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'tidings_session' });
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'tid_…' });
  });

  it.each(Object.entries(TOKEN_SCOPES))('%s takes the cookie or a token with the %s scope', (key, scope) => {
    const found = documented(key)?.operation;
    expect(found, `${key} is documented`).toBeDefined();
    expect(found?.security).toEqual([{ cookieAuth: [] }, { bearer: [] }]);
    expect(found?.['x-token-scope']).toBe(scope);
    expect(found?.responses['401']?.description).toContain('TOKEN_INVALID');
    expect(found?.responses['403']?.description).toContain(`TOKEN_SCOPE_MISSING: the token has no \`${scope}\` scope`);
  });

  it('keeps everything else that is signed in for browser sessions, and public operations open', () => {
    const tokenRoutes = new Set(Object.keys(TOKEN_SCOPES).map((key) => `${key.split(' ')[0]} ${documented(key)?.path}`));
    const sessionOnly = operations.filter(({ key, operation }) => !tokenRoutes.has(key) && operation.security?.length);
    expect(sessionOnly.map(({ key }) => key)).toEqual(
      expect.arrayContaining(['GET /api/user/tokens', 'POST /api/user/tokens', 'DELETE /api/user/tokens/{id}', 'POST /api/user/password', 'DELETE /api/user', 'GET /api/user/export']),
    );
    for (const { key, operation } of sessionOnly) {
      expect(operation.security, key).toEqual([{ cookieAuth: [] }]);
      expect(operation['x-token-scope'], key).toBeUndefined();
      expect(operation.responses['403']?.description, key).toContain('personal access tokens cannot call this');
    }
    const open = operations.filter(({ operation }) => !operation.security?.length).map(({ key }) => key);
    expect(open).toEqual(expect.arrayContaining(['POST /api/login', 'POST /api/register', 'GET /api/categories']));
    for (const { key, operation } of operations.filter(({ key }) => open.includes(key))) expect(operation.security, key).toEqual([]);
  });
});

describe('examples', () => {
  it('every operation with a request body has an example of each media type', () => {
    const missing = operations.flatMap(({ key, operation }) =>
      Object.entries(operation.requestBody?.content ?? {})
        .filter(([, media]) => media.example === undefined)
        .map(([type]) => `${key} (${type})`),
    );
    expect(missing).toEqual([]);
  });

  it.each(operations.filter(({ operation }) => operation.requestBody).map(({ key, operation }) => [key, operation] as const))(
    "%s's body example is valid against its schema",
    (_key, operation) => {
      for (const media of Object.values(operation.requestBody?.content ?? {})) {
        const validate = ajv.compile(media.schema);
        expect(validate(media.example), ajv.errorsText(validate.errors)).toBe(true);
      }
    },
  );

  it('every path parameter example is valid against its schema', () => {
    for (const { key, operation } of operations) {
      for (const parameter of operation.parameters?.filter((candidate) => candidate.in === 'path' && candidate.example !== undefined) ?? []) {
        const validate = ajv.compile(parameter.schema);
        expect(validate(parameter.example), `${key} ${parameter.name}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      }
    }
  });

  it('names only operations that exist (a renamed route cannot leave its example behind)', () => {
    const stale = Object.keys(API_EXAMPLES).filter((key) => !documented(key)?.operation);
    expect(stale).toEqual([]);
  });
});
