import { ChevronLeft } from 'lucide-react';
import { Link } from 'react-router';
import { isOfflineError } from '@tidings/web-kit/offline/offline-error';
import { useUser } from '@tidings/web-kit/user';
import { useBookmarks } from '../api/get-bookmarks';
import { useRemoveBookmark } from '../api/remove-bookmark';
import { BookmarkItem } from './bookmark-item';
import { BookmarksEmpty, BookmarksError, BookmarksOffline, BookmarksSkeleton } from './bookmarks-states';
import styles from './bookmarks-screen.module.css';

/** `/bookmarks` (spec section 2): the saved articles, newest first. */
export function BookmarksScreen() {
  const { data: user } = useUser();
  const bookmarks = useBookmarks();
  const remove = useRemoveBookmark(user?.id ?? '');

  let body;
  if (bookmarks.isPending) body = <BookmarksSkeleton />;
  else if (bookmarks.isError && isOfflineError(bookmarks.error)) body = <BookmarksOffline onRetry={() => void bookmarks.refetch()} retrying={bookmarks.isFetching} />;
  else if (bookmarks.isError) body = <BookmarksError onRetry={() => void bookmarks.refetch()} retrying={bookmarks.isFetching} />;
  else if (bookmarks.data.length === 0) body = <BookmarksEmpty />;
  else
    body = (
      <ul className={styles.list} aria-label="Saved articles">
        {bookmarks.data.map((bookmark) => (
          <BookmarkItem key={bookmark.id} bookmark={bookmark} onRemove={(item) => remove.mutate(item)} />
        ))}
      </ul>
    );

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link to="/profile" className={styles.back} aria-label="Back to profile">
          <ChevronLeft aria-hidden="true" size={24} />
        </Link>
        <h1 className={styles.heading}>Your Bookmarks</h1>
      </header>
      {body}
    </div>
  );
}
