import { useId, type ReactNode } from 'react';
import { Sparkles } from 'lucide-react';
import type { ReaderTarget } from '@tidings/web-kit/article-reader';
import { useRelated } from '../api/get-related';
import { useSentiment } from '../api/get-sentiment';
import { useSummary } from '../api/get-summary';
import { keyTakeaways } from '../lib/insights';
import { RelatedList, RelatedListSkeleton } from './related-list';
import { SentimentBar } from './sentiment-bar';
import styles from './reader-sections.module.css';

export interface InsightsTabProps {
  newsId: string;
  onOpenArticle: (target: ReaderTarget) => void;
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {title}
      </h3>
      {children}
    </section>
  );
}

function LinesSkeleton({ lines }: { lines: number }) {
  return (
    <div className={styles.section} aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className={styles.skeletonLine} />
      ))}
    </div>
  );
}

/**
 * Spec section 2, AI Insights tab. Mounted only while the tab is chosen (Radix unmounts hidden
 * panels), so its queries run only then (section 4). Failures show the fallbacks.
 */
export function InsightsTab({ newsId, onOpenArticle }: InsightsTabProps) {
  const summary = useSummary(newsId);
  const sentiment = useSentiment(newsId);
  const related = useRelated(newsId);
  const similar = related.data?.sameCategory ?? [];

  return (
    <div className={styles.section}>
      <h2 className={styles.heading}>
        <Sparkles aria-hidden="true" size={20} />
        AI-Powered Insights
      </h2>
      <Card title="AI Summary">
        {summary.isPending ? <LinesSkeleton lines={3} /> : <p className={styles.body}>{summary.data?.summary || 'Summary not available'}</p>}
      </Card>
      <Card title="Key Takeaways">
        {summary.isPending ? (
          <LinesSkeleton lines={3} />
        ) : (
          <ul className={styles.takeaways}>
            {keyTakeaways(summary.data?.takeaways).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </Card>
      <Card title="Sentiment Analysis">
        {sentiment.isPending ? <LinesSkeleton lines={2} /> : <SentimentBar sentiment={sentiment.data} />}
      </Card>
      <Card title="Similar Articles">
        {related.isPending ? <RelatedListSkeleton rows={2} /> : null}
        {related.isError || (related.data && similar.length === 0) ? <p className={styles.muted}>No similar articles yet.</p> : null}
        {similar.length > 0 ? <RelatedList articles={similar} onOpenArticle={onOpenArticle} /> : null}
      </Card>
    </div>
  );
}
