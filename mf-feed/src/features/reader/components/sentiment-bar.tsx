import type { SentimentResponse } from '@tidings/contracts/news';
import { sentimentBarWidth, sentimentLabel } from '../lib/insights';
import styles from './sentiment-bar.module.css';

/** The Negative / Neutral / Positive bar (width abs(score) × 100 %, 50 % without a score) and the label. */
export function SentimentBar({ sentiment }: { sentiment: Partial<SentimentResponse> | undefined }) {
  const label = sentimentLabel(sentiment?.sentiment);
  const width = Math.round(sentimentBarWidth(sentiment?.score));
  return (
    <div className={styles.wrap}>
      <div
        className={styles.track}
        role="meter"
        aria-label={`Sentiment: ${label}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={width}
        aria-valuetext={`${label}, strength ${width}%`}
      >
        <div className={styles.fill} data-sentiment={label.toLowerCase()} style={{ width: `${width}%` }} />
      </div>
      <div className={styles.scale} aria-hidden="true">
        <span>Negative</span>
        <span>Neutral</span>
        <span>Positive</span>
      </div>
      <p className={styles.label} data-sentiment={label.toLowerCase()}>
        {label}
      </p>
    </div>
  );
}
