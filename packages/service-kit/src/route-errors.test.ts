import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema } from '@tidings/contracts/api-error';
import { platformErrorStatuses, withPlatformErrors } from './route-errors.js';

describe('platformErrorStatuses: the error answers of a route kind', () => {
  it('a public read without input answers none; with input, 400', () => {
    expect(platformErrorStatuses({ method: 'GET', url: '/api/categories', schema: {} })).toEqual([]);
    expect(platformErrorStatuses({ method: 'GET', url: '/api/news/:id', schema: { params: z.object({ id: z.string() }) } })).toEqual([400]);
  });

  it('a method that may carry a body answers the parsers\' 400, 413 and 415, even with no body schema', () => {
    expect(platformErrorStatuses({ method: 'POST', url: '/api/logout', schema: {} })).toEqual([400, 413, 415]);
    expect(platformErrorStatuses({ method: ['GET', 'DELETE'], url: '/api/x', schema: {} })).toEqual([400, 413, 415]);
  });

  it('a signed-in route answers 401 (no or a bad session or token) and 403 (a token without the scope)', () => {
    expect(platformErrorStatuses({ method: 'GET', url: '/api/user', schema: { security: [{ session: [] }] } })).toEqual([401, 403]);
  });
});

describe('withPlatformErrors', () => {
  it("adds the kind's answers to an /api route and keeps the route's own", () => {
    const own = z.object({ code: z.literal('MINE') });
    const route = { method: 'PUT', url: '/api/news/:id/reaction', schema: { params: z.object({ id: z.string() }), response: { 200: z.object({}), 400: own } } };
    withPlatformErrors(route);
    expect(route.schema.response).toEqual({ 200: expect.anything(), 400: own, 413: apiErrorSchema, 415: apiErrorSchema });
  });

  it('leaves routes outside /api alone (health answers are not error bodies)', () => {
    const route = { method: 'GET', url: '/readyz', schema: { response: {} } };
    withPlatformErrors(route);
    expect(route.schema.response).toEqual({});
  });
});
