import type { FastifyInstance } from 'fastify';

/**
 * Removes an article and what hangs off it — bookmarks, reactions, likes and the users' viewed
 * rows — with one delete per collection (FerretDB v1 has no cascades or transactions; a crash
 * half-way leaves orphans that the bookmark list already skips, and a rerun finishes the job).
 */
export async function removeArticle(app: FastifyInstance, newsId: string): Promise<boolean> {
  const removed = await app.news.deleteById(newsId);
  await app.bookmarks.removeAllForNews(newsId);
  await app.reactions.removeAllForNews(newsId);
  await app.projection.seen.removeAllForNews(newsId);
  return removed;
}
