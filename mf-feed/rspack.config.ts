import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@tidings/rspack-config/create-remote-config';

// The shell mounts FeedPage at `/` and renders the article reader over any screen.
export default createRemoteConfig({
  name: 'mf_feed',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  exposes: { FeedPage: './src/app/feed-page.tsx' },
});
