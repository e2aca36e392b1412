import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeOpenApi, type OpenApiDocument } from '../openapi-merge.js';
import { buildGateway, deadServiceUrl, startFakeService, startStack, testConfig } from '../test/helpers.js';

// Shaped like service-kit's openapiPlugin output: a `session` cookie scheme, /api paths only.
const sessionScheme = { session: { type: 'apiKey', in: 'cookie', name: 'tidings_session' } };
const errorSchema = { type: 'object', properties: { code: { type: 'string' } } };

const authDoc: OpenApiDocument = {
  openapi: '3.0.3',
  info: { title: 'svc-auth', version: '0.1.0' },
  tags: [{ name: 'account' }],
  paths: {
    '/api/login': { post: { tags: ['account'], summary: 'Sign in', responses: { 200: { description: 'the user' } } } },
    '/api/user': { get: { summary: 'Current user', security: [{ session: [] }], responses: { 200: { $ref: '#/components/responses/User' } } } },
    '/api/user/preferences': { patch: { summary: 'Save preferences', responses: { 400: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } } } } },
    '/api/user/password': { post: { summary: 'Change the password', security: [{ session: [] }], responses: {} } },
  },
  components: { securitySchemes: sessionScheme, schemas: { Error: errorSchema }, responses: { User: { description: 'user' } } },
};

const newsDoc: OpenApiDocument = {
  openapi: '3.0.3',
  info: { title: 'svc-news', version: '0.1.0' },
  tags: [{ name: 'news' }, { name: 'account' }],
  paths: {
    '/api/news/{id}/summary': { get: { summary: 'Summary', responses: { 200: { description: 'ok' } } } },
    '/api/categories': { get: { summary: 'Categories', responses: { 200: { description: 'ok' } } } },
    // Documented by news, but the route map sends it to tracking: left out, and logged.
    '/api/news/{id}/read': { post: { summary: 'wrong owner', responses: {} } },
    '/internal/reindex': { post: { summary: 'not public', responses: {} } },
    '/api/bookmarks': { post: { summary: 'Add', responses: { 400: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } } } } },
  },
  components: { securitySchemes: sessionScheme, schemas: { Error: { type: 'object', properties: { reason: { type: 'string' } } } } },
};

describe('mergeOpenApi', () => {
  const { document, unrouted } = mergeOpenApi({ auth: authDoc, news: newsDoc }, ['tracking']);

  it('titles the document, serves it from /, and notes who was missing', () => {
    expect(document.info).toMatchObject({ title: 'Tidings API' });
    expect(document.servers).toEqual([{ url: '/' }]);
    expect(document['x-unavailable-services']).toEqual(['tracking']);
  });

  it('keeps only /api operations that the route map sends to the documenting service', () => {
    expect(Object.keys(document.paths ?? {}).sort()).toEqual(['/api/bookmarks', '/api/categories', '/api/login', '/api/news/{id}/summary', '/api/user', '/api/user/password', '/api/user/preferences']);
    expect(unrouted).toEqual(['POST /api/news/{id}/read (documented by news)']);
  });

  it('describes the session cookie once, as cookieAuth, and the bearer token; requires one or the other on session routes', () => {
    expect(document.components?.securitySchemes).toEqual({
      cookieAuth: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'tidings_session' }),
      bearer: expect.objectContaining({ type: 'http', scheme: 'bearer', bearerFormat: 'tid_…' }),
    });
    const paths = document.paths as Record<string, Record<string, { security?: unknown; 'x-token-scope'?: string }>>;
    // Signed in by the route map (no security of the service's own), and open to tokens by TOKEN_SCOPES.
    expect(paths['/api/user/preferences']?.patch).toMatchObject({ security: [{ cookieAuth: [] }, { bearer: [] }], 'x-token-scope': 'write' });
    expect(paths['/api/news/{id}/summary']?.get).toMatchObject({ security: [{ cookieAuth: [] }, { bearer: [] }], 'x-token-scope': 'read' });
    expect(paths['/api/user']?.get?.security).toEqual([{ cookieAuth: [] }, { bearer: [] }]); // the service's own `session`, renamed
    // Signed in, but not in TOKEN_SCOPES: the browser session only.
    expect(paths['/api/user/password']?.post?.security).toEqual([{ cookieAuth: [] }]);
    expect(paths['/api/user/password']?.post?.['x-token-scope']).toBeUndefined();
    // Public: an explicit empty list.
    expect(paths['/api/login']?.post?.security).toEqual([]);
    expect(paths['/api/categories']?.get?.security).toEqual([]);
  });

  it('keeps two different schemas of the same name apart and rewrites the refs', () => {
    expect(document.components?.schemas).toEqual({ Error: errorSchema, news_Error: newsDoc.components?.schemas?.Error });
    const paths = document.paths as Record<string, Record<string, { responses: Record<string, { content: Record<string, { schema: unknown }> }> }>>;
    expect(paths['/api/bookmarks']?.post?.responses[400]?.content['application/json']?.schema).toEqual({ $ref: '#/components/schemas/news_Error' });
    expect(paths['/api/user/preferences']?.patch?.responses[400]?.content['application/json']?.schema).toEqual({ $ref: '#/components/schemas/Error' });
    expect(document.components?.responses).toEqual({ User: { description: 'user' } });
  });

  it("adds the gateway's own answers by route kind, keeping a service's own description of a status", () => {
    type Operation = { responses: Record<string, { description?: string; content?: Record<string, unknown> }> };
    const paths = document.paths as Record<string, Record<string, Operation>>;
    const statuses = (path: string, method: string) => Object.keys(paths[path]?.[method]?.responses ?? {}).sort();
    // Public read without parameters: only "the service is down or slow".
    expect(statuses('/api/categories', 'get')).toEqual(['200', '503', '504']);
    // Session read with a path parameter: + 401, 403 (a token without the scope), and 404 for an id the route map refuses.
    expect(statuses('/api/news/{id}/summary', 'get')).toEqual(['200', '401', '403', '404', '503', '504']);
    // Session write: + 403 (another origin) and 413 (the gateway's body limit); the service's 400 stays its own.
    expect(statuses('/api/bookmarks', 'post')).toEqual(['400', '401', '403', '413', '503', '504']);
    expect(paths['/api/bookmarks']?.post?.responses[400]?.content).toEqual({ 'application/json': { schema: { $ref: '#/components/schemas/news_Error' } } });
    expect(paths['/api/categories']?.get?.responses[503]).toMatchObject({ description: expect.stringMatching(/^SERVICE_UNAVAILABLE/), content: { 'application/json': { schema: expect.objectContaining({ required: expect.arrayContaining(['code']) }) } } });
  });

  it('merges tags without duplicates', () => {
    expect(document.tags).toEqual([{ name: 'account' }, { name: 'news' }]);
  });
});

describe('GET /api/openapi.json and /api/docs', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  beforeAll(async () => {
    stack = await startStack({}, { auth: { openapi: authDoc }, news: { openapi: newsDoc } });
  });
  afterAll(() => stack.close());

  it('serves the merged document of every service', async () => {
    const response = await stack.gateway.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<OpenApiDocument>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info).toMatchObject({ title: 'Tidings API' });
    expect(Object.keys(doc.paths ?? {})).toContain('/api/login');
    expect(Object.keys(doc.paths ?? {})).toContain('/api/categories');
    expect(doc['x-unavailable-services']).toBeUndefined();
  });

  it('caches the merged document briefly instead of asking the services every time', async () => {
    await stack.gateway.inject({ url: '/api/openapi.json' });
    const before = stack.services.auth.openapiFetches;
    expect(before).toBeGreaterThan(0);
    await Promise.all([stack.gateway.inject({ url: '/api/openapi.json' }), stack.gateway.inject({ url: '/api/openapi.json' })]);
    expect(stack.services.auth.openapiFetches).toBe(before);
  });

  it('serves the docs page with its assets from this server (no CDN)', async () => {
    const page = await stack.gateway.inject({ url: '/api/docs', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const scripts = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(2);
    for (const src of scripts) {
      expect(src).not.toMatch(/^https?:|^\/\//);
      const asset = await stack.gateway.inject({ url: new URL(src, 'http://gateway/api/docs').pathname });
      expect(asset.statusCode, src).toBe(200);
    }
    const initializer = await stack.gateway.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain('/api/openapi.json');
    const json = await stack.gateway.inject({ url: '/api/docs/json' });
    expect(json.json()).toMatchObject({ info: { title: 'Tidings API' } });
  });
});

describe('when a service does not answer', () => {
  it('still serves the others, and names the missing one', async () => {
    const auth = await startFakeService('auth', { openapi: authDoc });
    const news = await startFakeService('news', { openapi: null }); // up, but no document: 404
    const gateway = await buildGateway(testConfig({ AUTH_SERVICE_URL: auth.url, NEWS_SERVICE_URL: news.url, TRACKING_SERVICE_URL: await deadServiceUrl() }));
    try {
      const response = await gateway.inject({ url: '/api/openapi.json' });
      expect(response.statusCode).toBe(200);
      const doc = response.json<OpenApiDocument>();
      expect(doc['x-unavailable-services']).toEqual(['news', 'tracking']);
      expect(Object.keys(doc.paths ?? {})).toContain('/api/login');
    } finally {
      await gateway.close();
      await Promise.all([auth.close(), news.close()]);
    }
  });
});
