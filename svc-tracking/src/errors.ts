/**
 * svc-tracking's error catalogue (`@fastify/error`, codes prefixed TRACKING_). The skeleton has
 * no routes; the session, event and engagement routes add their errors here. Common errors
 * (auth, validation, not found) come from service-kit's CommonErrors.
 */
export const TrackingErrors = {};
