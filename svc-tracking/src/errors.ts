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
};
