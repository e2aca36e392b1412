import type { ArticleReaderProps } from '@tidings/web-kit/article-reader';
import { ArticleReader } from '../features/reader/components/article-reader';

/**
 * Exposed as './ArticleReader' (`mf_feed/ArticleReader`). The shell renders the one reader of the
 * page inside its router, QueryClientProvider and toast region, so it adds no providers; any app
 * opens it with web-kit's `useArticleReader().open()`. Props: web-kit's `ArticleReaderProps`.
 */
export default function ExposedArticleReader(props: ArticleReaderProps) {
  return <ArticleReader {...props} />;
}
