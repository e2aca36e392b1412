import { BookmarksScreen } from '../features/bookmarks/components/bookmarks-screen';

/** `mf_profile/BookmarksPage`: `/bookmarks`, inside the shell's phone column above the bottom nav. */
export default function BookmarksPage() {
  return <BookmarksScreen />;
}
