import { json, type RecordedCall, type Routes } from '../../testing/fetch-stub';

// Fetch-stub routes for every tracking call, answering as svc-tracking and svc-news do. Tests
// override the ones they want to fail: `stubFetch({ ...trackingRoutes(), 'POST /api/events/batch': () => … })`.

const engagement = { newsId: 'n', sessionId: 's', engagementType: 'viewed', viewedAt: '', readAt: null, timeSpentMs: 0, createdAt: '', updatedAt: '' };
const read = { newsId: 'n', readAt: '', timeSpentSeconds: 0, lastAccessedAt: '' };

export function trackingRoutes(): Routes {
  const session = ({ body }: RecordedCall) => json({ ...(body as object), isActive: true });
  return {
    'POST /api/sessions/start': session,
    'POST /api/sessions/end': session,
    'POST /api/events/batch': ({ body }) => json({ accepted: (body as { events: unknown[] }).events.length, duplicates: 0 }),
    'POST /api/engagement': () => json({ suppressed: false, engagement }),
    'PUT /api/engagement/time': () => json({ engagement }),
    'POST /api/articles/sync-viewed': ({ body }) => json({ added: (body as { viewedArticleIds: unknown[] }).viewedArticleIds.length, ignored: 0 }),
  };
}

/** The reading-time calls, with a path per article: pass the ids the test opens. */
export function readingRoutes(...ids: string[]): Routes {
  const routes: Routes = {};
  for (const id of ids) {
    routes[`POST /api/articles/read/${id}`] = () => json({ newsId: id, recorded: true });
    routes[`POST /api/news/${id}/read`] = () => json(read);
    routes[`PATCH /api/news/${id}/read`] = () => json(read);
  }
  return routes;
}

/** The bodies posted to a path, in order. */
export const bodiesOf = (calls: RecordedCall[], method: string, path: string) => calls.filter((call) => call.method === method && call.path === path).map((call) => call.body);
