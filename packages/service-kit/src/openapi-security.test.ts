import { describe, expect, it } from 'vitest';
import { withExamples, withoutBodylessContent } from './openapi-operations.js';
import { withTokenSecurity } from './openapi-security.js';

const signedIn = { security: [{ session: [] }], responses: { 200: { description: 'ok' }, 401: { description: 'Default Response' } } };

describe('withTokenSecurity', () => {
  it('lets a token call a route of TOKEN_SCOPES, naming its scope', () => {
    const operation = withTokenSecurity(signedIn, 'get', '/api/news/{id}', 'session');
    expect(operation.security).toEqual([{ session: [] }, { bearer: [] }]);
    expect(operation['x-token-scope']).toBe('read');
    expect(operation.description).toBe('Personal access tokens may call this with the `read` scope.');
    const responses = operation.responses as Record<string, { description: string; content?: object }>;
    expect(responses[401]?.description).toMatch(/^AUTH_REQUIRED .*TOKEN_INVALID/);
    expect(responses[403]).toMatchObject({ description: 'TOKEN_SCOPE_MISSING: the token has no `read` scope', content: expect.any(Object) });
  });

  it('keeps a route outside TOKEN_SCOPES for the session, and says why a token gets 403', () => {
    const operation = withTokenSecurity(signedIn, 'post', '/api/user/tokens', 'session');
    expect(operation.security).toEqual([{ session: [] }]);
    expect(operation['x-token-scope']).toBeUndefined();
    expect((operation.responses as Record<string, { description: string }>)[403]?.description).toMatch(/cannot call this/);
  });

  it("adds to a route's own 403 rather than replacing it", () => {
    const own = { ...signedIn, responses: { ...signedIn.responses, 403: { description: 'FORBIDDEN: another user\'s bookmarks' } } };
    const operation = withTokenSecurity(own, 'get', '/api/bookmarks/{userId}', 'session');
    expect((operation.responses as Record<string, { description: string }>)[403]?.description).toBe(
      "FORBIDDEN: another user's bookmarks; or TOKEN_SCOPE_MISSING: the token has no `read` scope",
    );
  });

  it('leaves public operations alone, and says the same when applied twice (service, then gateway)', () => {
    const open = { responses: {} };
    expect(withTokenSecurity(open, 'post', '/api/login', 'session')).toBe(open);
    const once = withTokenSecurity(signedIn, 'put', '/api/news/{id}/reaction', 'session');
    expect(withTokenSecurity(once, 'put', '/api/news/{id}/reaction', 'session')).toEqual(once);
  });
});

describe('withExamples', () => {
  it('puts the example body on each media type and the example on each path parameter', () => {
    const operation = withExamples(
      {
        parameters: [{ in: 'path', name: 'id', schema: {} }, { in: 'query', name: 'x', schema: {} }],
        requestBody: { content: { 'application/json': { schema: {} } } },
      },
      'put',
      '/api/news/{id}/reaction',
    );
    expect(operation.requestBody).toEqual({ content: { 'application/json': { schema: {}, example: { reactionType: 'like' } } } });
    expect(operation.parameters).toEqual([{ in: 'path', name: 'id', schema: {}, example: expect.any(String) }, { in: 'query', name: 'x', schema: {} }]);
  });
});

describe('withoutBodylessContent', () => {
  it('documents a 204 with no body, whatever schema the route gave it, and leaves the other answers', () => {
    const json = { 'application/json': { schema: { type: 'object' } } };
    const operation = withoutBodylessContent({ responses: { 204: { description: 'Revoked', content: json }, 404: { description: 'Not found', content: json } } });
    expect(operation.responses).toEqual({ 204: { description: 'Revoked' }, 404: { description: 'Not found', content: json } });
  });
});
