// A route deprecated in its config: its answers say so (RFC 9745, RFC 8594) and its operation in
// the document is `deprecated`. A throwaway route, on the OpenAPI plugin every service registers.
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deprecationHeaders } from './deprecation.js';
import { errorHandlerPlugin } from './errors.js';
import { openapiPlugin } from './openapi.js';

const deprecated = { since: '2026-05-04', sunset: '2027-06-30', link: 'https://tidings.example/docs/api-changelog#old-feed' };

describe('deprecationHeaders', () => {
  it('gives Deprecation as a structured date, Sunset as an HTTP date, and links both to the changelog', () => {
    expect(deprecationHeaders(deprecated)).toEqual({
      deprecation: `@${Date.UTC(2026, 4, 4) / 1000}`,
      sunset: 'Wed, 30 Jun 2027 00:00:00 GMT',
      link: `<${deprecated.link}>; rel="deprecation"; type="text/html", <${deprecated.link}>; rel="sunset"; type="text/html"`,
    });
  });

  it('refuses a date that is not a day, or a sunset before the deprecation', () => {
    expect(() => deprecationHeaders({ since: 'soon', sunset: '2027-06-30' })).toThrow(/since must be a YYYY-MM-DD day/);
    expect(() => deprecationHeaders({ since: '2027-07-01', sunset: '2027-06-30' })).toThrow(/sunset comes before/);
  });
});

describe('a route with config.deprecated', () => {
  const app = Fastify();
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorHandlerPlugin);
    await app.register(openapiPlugin, { title: 'test' });
    const params = z.object({ id: z.string().max(3) });
    app.get('/api/old-feed/:id', { config: { deprecated }, schema: { params, response: { 200: z.object({ ok: z.boolean() }) } } }, async () => ({ ok: true }));
    app.get('/api/new-feed', async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers with Deprecation, Sunset and Link, errors included', async () => {
    for (const url of ['/api/old-feed/1', '/api/old-feed/toolong']) {
      const response = await app.inject({ url });
      expect(response.headers.deprecation, url).toBe(`@${Date.UTC(2026, 4, 4) / 1000}`);
      expect(response.headers.sunset, url).toBe('Wed, 30 Jun 2027 00:00:00 GMT');
      expect(response.headers.link, url).toContain('rel="deprecation"');
    }
    const current = await app.inject({ url: '/api/new-feed' });
    expect(current.headers.deprecation).toBeUndefined();
    expect(current.headers.sunset).toBeUndefined();
  });

  it('is deprecated in the OpenAPI document, and only it', async () => {
    const document = (await app.inject({ url: '/openapi.json' })).json<{ paths: Record<string, { get: { deprecated?: boolean } }> }>();
    expect(document.paths['/api/old-feed/{id}']?.get.deprecated).toBe(true);
    expect(document.paths['/api/new-feed']?.get.deprecated).toBeUndefined();
  });
});
