import { matchPath } from 'react-router';
import { SHARE_LINK_PATH } from '@tidings/web-kit/article-reader';

/** The feed's routes: `/`, and the share link `/news/{id}`, which shows the reader over the feed. */
export function isFeedPath(pathname: string): boolean {
  return pathname === '/' || matchPath(SHARE_LINK_PATH, pathname) !== null;
}
