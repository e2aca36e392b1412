import createError from '@fastify/error';
import { NEWS_ERROR_CODES } from '@tidings/contracts/news';
import { TOPICS_MAX } from '@tidings/contracts/briefing';
import { USER_DATA_ERROR_CODES, USER_EXPORT_ROWS_MAX } from '@tidings/contracts/user-data';

/**
 * svc-news's error catalogue (`@fastify/error`; codes shared with the clients through
 * `@tidings/contracts/news`). Common errors (auth, validation, forbidden) come from service-kit.
 */
export const NewsErrors = {
  /** Unknown id, or one that cannot be an article id at all. */
  ArticleNotFound: createError(NEWS_ERROR_CODES.articleNotFound, 'No news article with id %s', 404),
  /** The feed's bookmark toggle relies on this 400 to send the DELETE instead (spec section 4). */
  BookmarkAlreadyExists: createError(NEWS_ERROR_CODES.bookmarkAlreadyExists, 'This article is already in your bookmarks', 400),
  BookmarkNotFound: createError(NEWS_ERROR_CODES.bookmarkNotFound, 'No bookmark %s in your bookmarks', 404),
  /** Follows and mutes are bounded: the feed matches each against every candidate. */
  TopicsLimit: createError(NEWS_ERROR_CODES.topicsLimit, `You follow or mute ${TOPICS_MAX} topics already; remove one first`, 409),
  TopicLabelInvalid: createError(NEWS_ERROR_CODES.topicLabelInvalid, 'A topic needs a letter or a digit to match stories by', 400),
  ExportTooLarge: createError(USER_DATA_ERROR_CODES.exportTooLarge, `Your data has more than ${USER_EXPORT_ROWS_MAX} rows of one kind, more than one export holds`, 409),
};
