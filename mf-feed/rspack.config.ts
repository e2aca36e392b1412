import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@tidings/rspack-config/create-remote-config';

// The shell renders the page's one article reader from here (see web-kit's article-reader).
export default createRemoteConfig({
  name: 'mf_feed',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  exposes: { ArticleReader: './src/app/article-reader.tsx' },
});
