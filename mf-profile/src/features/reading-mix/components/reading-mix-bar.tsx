import type { SpectrumCounts } from '@tidings/contracts/story';
import { mixShares, type MixSide } from '../lib/reading-mix';
import styles from './reading-mix.module.css';

const SIDES: { side: MixSide; label: string }[] = [
  { side: 'left', label: 'Left' },
  { side: 'centre', label: 'Centre' },
  { side: 'right', label: 'Right' },
  { side: 'unrated', label: 'Unrated' },
];

/**
 * The articles' sides as one bar, left to right, with its key. Only a picture of the figures
 * written under it, so assistive technology reads those instead.
 */
export function ReadingMixBar({ counts }: { counts: SpectrumCounts }) {
  const shares = mixShares(counts);
  return (
    <div aria-hidden="true">
      <div className={styles.bar}>
        {SIDES.filter(({ side }) => shares[side] > 0).map(({ side }) => (
          <span key={side} className={styles.segment} data-side={side} style={{ width: `${shares[side]}%` }} />
        ))}
      </div>
      <ul className={styles.key}>
        {SIDES.map(({ side, label }) => (
          <li key={side}>
            <span className={styles.swatch} data-side={side} />
            {label} {shares[side]}%
          </li>
        ))}
      </ul>
    </div>
  );
}
