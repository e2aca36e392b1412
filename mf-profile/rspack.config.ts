import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@tidings/rspack-config/create-remote-config';

// The shell mounts ProfilePage at `/profile` and BookmarksPage at `/bookmarks`; each is its own
// chunk, so one screen never downloads the other.
export default createRemoteConfig({
  name: 'mf_profile',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  exposes: { ProfilePage: './src/app/profile-page.tsx', BookmarksPage: './src/app/bookmarks-page.tsx' },
});
