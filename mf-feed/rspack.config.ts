import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@tidings/rspack-config/create-remote-config';

// The shell mounts FeedPage at `/` (and under the share link `/news/{id}`), StoryPage at
// `/story/{id}` (its own chunk: the feed's first load does not carry it), and renders the page's
// one article reader, over any screen, from ArticleReader (see web-kit's article-reader).
export default createRemoteConfig({
  name: 'mf_feed',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  exposes: { FeedPage: './src/app/feed-page.tsx', ArticleReader: './src/app/article-reader.tsx', StoryPage: './src/app/story-page.tsx' },
});
