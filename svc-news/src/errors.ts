/**
 * svc-news's error catalogue (`@fastify/error`, codes prefixed NEWS_). The catalogue routes of
 * this issue cannot fail on the caller's side; the article, bookmark and feed routes add theirs
 * here. Common errors (auth, validation, not found) come from service-kit's CommonErrors.
 */
export const NewsErrors = {};
