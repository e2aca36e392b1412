// The small, synchronous face of the device store for screens: each call loads the IndexedDB code
// on first use (it is not in anyone's first-load JavaScript) and never fails the caller.

const savedAnswers = () => import('./saved-answers');

/** The reader shows an article: keep it (and remember it was opened) for reading offline. */
export function keepArticleForOffline(article: { id: string }): void {
  void savedAnswers()
    .then((store) => store.keepOpenedArticle(article))
    .catch(() => undefined);
}

/** The story view shows a story: keep it (its answer is filed under its article) for reading offline. */
export function keepStoryForOffline(storyId: string): void {
  void savedAnswers()
    .then((store) => store.keepOpenedStory(storyId))
    .catch(() => undefined);
}

/** Logout or account deletion: the device forgets the user and everything kept for them. */
export function forgetDeviceUser(userId: string | undefined): Promise<void> {
  return savedAnswers()
    .then((store) => store.forgetUser(userId))
    .catch(() => undefined);
}
