import { describe, expect, it } from 'vitest';
import { joinIdenticalPaths, operationId, withOperationIds } from './openapi-paths.js';

const pathParameter = (name: string) => ({ in: 'path', name, required: true, schema: { type: 'string' } });

describe('joinIdenticalPaths', () => {
  it('joins paths that differ only in parameter names under the first, renaming each operation\'s parameters', () => {
    const joined = joinIdenticalPaths({
      '/api/bookmarks/{userId}': { get: { parameters: [pathParameter('userId')] } },
      '/api/bookmarks/{newsId}': { post: { parameters: [pathParameter('newsId')] } },
      '/api/bookmarks/{id}': { delete: { parameters: [pathParameter('id')] } },
      '/api/bookmarks/check/{id}': { get: { parameters: [pathParameter('id')] } },
    });
    expect(Object.keys(joined).sort()).toEqual(['/api/bookmarks/check/{id}', '/api/bookmarks/{id}']);
    expect(joined['/api/bookmarks/{id}']).toEqual({
      delete: { parameters: [pathParameter('id')] },
      get: { parameters: [{ ...pathParameter('id'), description: "The route's `userId`." }] },
      post: { parameters: [{ ...pathParameter('id'), description: "The route's `newsId`." }] },
    });
  });
});

describe('operationId', () => {
  it('names an operation by its method and path', () => {
    expect(operationId('get', '/api/news/{id}/summary')).toBe('getNewsByIdSummary');
    expect(operationId('post', '/api/articles/sync-viewed')).toBe('postArticlesSyncViewed');
    expect(operationId('delete', '/api/bookmarks/{userId}/{newsId}')).toBe('deleteBookmarksByUserIdByNewsId');
  });

  it('is added to operations without one, and unique across the document', () => {
    const paths = withOperationIds({ '/api/user': { get: {}, delete: { operationId: 'mine' }, parameters: [] } });
    expect(paths['/api/user']).toEqual({ get: { operationId: 'getUser' }, delete: { operationId: 'mine' }, parameters: [] });
  });
});
