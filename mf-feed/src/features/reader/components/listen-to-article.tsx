import type { NewsArticle } from '@tidings/contracts/news';
import { ListenButton } from '@tidings/web-kit/ui/listen-button';
import styles from './listen-to-article.module.css';

/** Issue 32: "Listen" in the reader reads the whole article aloud, its title then its content. */
export function ListenToArticle({ article }: { article: NewsArticle }) {
  return (
    <div className={styles.row}>
      <ListenButton origin="article" items={() => [{ newsId: article.id, title: article.title, text: article.content, source: article.source }]} />
    </div>
  );
}
