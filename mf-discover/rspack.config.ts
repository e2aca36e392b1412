import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@tidings/rspack-config/create-remote-config';

// The shell mounts DiscoverPage at `/discover`; it opens articles in mf-feed's reader through
// web-kit's article-reader, never by importing mf-feed.
export default createRemoteConfig({
  name: 'mf_discover',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  exposes: { DiscoverPage: './src/app/discover-page.tsx' },
});
