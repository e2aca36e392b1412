import { Bookmark } from 'lucide-react';
import type { NewsArticle } from '@tidings/contracts/news';
import type { ReaderTarget } from '@tidings/web-kit/article-reader';
import { formatShortDate } from '@tidings/web-kit/format-date';
import { CoverImage } from '@tidings/web-kit/ui/cover-image';
import { SampleLabel } from '@tidings/web-kit/ui/sample-label';
import { sourceAddress } from '../../../lib/source-url';
import { useBookmarkToggle } from '../hooks/use-bookmark-toggle';
import { ArticleTopics } from './article-topics';
import { ListenToArticle } from './listen-to-article';
import { ReactionBar } from './reaction-bar';
import { RelatedArticles } from './related-articles';
import { SourceAvatar } from './source-avatar';
import styles from './article-tab.module.css';

export interface ArticleTabProps {
  article: NewsArticle;
  onShare: () => void;
  onOpenArticle: (target: ReaderTarget) => void;
}

/** svc-news stores content as plain text, paragraphs separated by blank lines; React escapes it. */
const paragraphs = (content: string) =>
  content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** Spec section 2, Article tab: title, bookmark, source, date, image, content, reactions, related. */
export function ArticleTab({ article, onShare, onOpenArticle }: ArticleTabProps) {
  const bookmark = useBookmarkToggle(article.id);
  const published = formatShortDate(article.publishedAt);
  return (
    <article className={styles.article}>
      <header className={styles.header}>
        <h1 className={styles.title}>{article.title}</h1>
        <button
          type="button"
          className={styles.bookmark}
          aria-label="Bookmark"
          aria-pressed={bookmark.isBookmarked}
          aria-busy={bookmark.isPending || undefined}
          onClick={bookmark.toggle}
        >
          <Bookmark aria-hidden="true" size={22} fill={bookmark.isBookmarked ? 'currentColor' : 'none'} />
        </button>
      </header>
      <p className={styles.byline}>
        <SourceAvatar source={article.source} hostname={sourceAddress(article.sourceUrl).hostname} />
        <span className={styles.source}>{article.source}</span>
        {published ? (
          <>
            <span aria-hidden="true">·</span>
            <time dateTime={article.publishedAt}>{published}</time>
          </>
        ) : null}
        {article.sample ? <SampleLabel className={styles.sample} /> : null}
      </p>
      <ListenToArticle article={article} />
      <CoverImage key={article.image_url} className={styles.hero} src={article.image_url} category={article.category} look="banner" priority />
      <div className={styles.content}>
        {paragraphs(article.content).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <ArticleTopics newsId={article.id} />
      <ReactionBar newsId={article.id} onShare={onShare} />
      <RelatedArticles newsId={article.id} sourceCount={article.sourceCount} category={article.category} onOpenArticle={onOpenArticle} />
    </article>
  );
}
