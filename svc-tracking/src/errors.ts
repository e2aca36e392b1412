import createError from '@fastify/error';

/**
 * svc-tracking's error catalogue: stable codes the clients can rely on. Validation (400
 * VALIDATION_FAILED), sign-in (401 AUTH_REQUIRED / AUTH_SESSION_INVALID) and another user's ids
 * (403 FORBIDDEN) come from service-kit's CommonErrors.
 */
export const TrackingErrors = {
  SessionNotFound: createError('TRACKING_SESSION_NOT_FOUND', 'No session with this id; start it with POST /api/sessions/start', 404),
  EngagementNotFound: createError('TRACKING_ENGAGEMENT_NOT_FOUND', 'This article has no engagement yet; post a view with POST /api/engagement first', 404),
  ReadNotFound: createError('TRACKING_READ_NOT_FOUND', 'This article has not been read yet; record the read with POST /api/news/{id}/read first', 404),
};
