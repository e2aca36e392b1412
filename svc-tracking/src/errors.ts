import createError from '@fastify/error';
import { USER_DATA_ERROR_CODES, USER_EXPORT_ROWS_MAX } from '@tidings/contracts/user-data';

/**
 * svc-tracking's error catalogue: stable codes the clients can rely on. Validation (400
 * VALIDATION_FAILED), sign-in (401 AUTH_REQUIRED / AUTH_SESSION_INVALID) and another user's ids
 * (403 FORBIDDEN) come from service-kit's CommonErrors.
 */
export const TrackingErrors = {
  SessionNotFound: createError('TRACKING_SESSION_NOT_FOUND', 'No session with this id; start it with POST /api/sessions/start', 404),
  EngagementNotFound: createError('TRACKING_ENGAGEMENT_NOT_FOUND', 'This article has no engagement yet; post a view with POST /api/engagement first', 404),
  ReadNotFound: createError('TRACKING_READ_NOT_FOUND', 'This article has not been read yet; record the read with POST /api/news/{id}/read first', 404),
  ExportTooLarge: createError(USER_DATA_ERROR_CODES.exportTooLarge, `Your data has more than ${USER_EXPORT_ROWS_MAX} rows of one kind, more than one export holds`, 409),
  /** An article id svc-news does not know (made up, or removed): nothing is recorded. */
  ArticleNotFound: createError('TRACKING_ARTICLE_NOT_FOUND', 'No article with the id %s; nothing was recorded', 404),
  /** 422, not 404: the client drops a refused batch instead of sending it again (see web-kit's event buffer). */
  EventsUnknownArticle: createError('TRACKING_EVENTS_UNKNOWN_ARTICLE', 'Events name articles that do not exist (%s); no event of the batch was stored', 422),
  /** svc-news could not be asked about an id this service does not know yet: try again shortly. */
  ArticlesUnavailable: createError('TRACKING_ARTICLES_UNAVAILABLE', 'Cannot check the article right now; please try again', 503),
  /** The event intake (JetStream) did not persist the whole batch: send it again; what was kept counts as duplicates. */
  EventsUnavailable: createError('TRACKING_EVENTS_UNAVAILABLE', 'Cannot accept events right now; please send the batch again shortly', 503),
};
