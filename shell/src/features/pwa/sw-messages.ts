/** Posted by the page to a waiting service worker: the reader chose to reload into the new version. */
export const SKIP_WAITING = 'SKIP_WAITING';
