import { useId } from 'react';
import type { SpectrumCounts } from '@tidings/contracts/story';
import { RATINGS_NOTE, spectrumText } from '@tidings/contracts/story-texts';
import styles from './story-spectrum.module.css';

const SIDES = ['left', 'centre', 'right', 'unrated'] as const;

/**
 * Who covers the story: a bar of proportional segments (decorative: the colours carry nothing
 * the words do not) and the counts as text, which is what a screen reader reads.
 */
export function StorySpectrum({ counts }: { counts: SpectrumCounts }) {
  const headingId = useId();
  const total = SIDES.reduce((sum, side) => sum + counts[side], 0);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Coverage spectrum
      </h2>
      <div className={styles.bar} aria-hidden="true">
        {total > 0 ? SIDES.filter((side) => counts[side] > 0).map((side) => <span key={side} className={styles.segment} data-side={side} style={{ flexGrow: counts[side] }} />) : null}
      </div>
      <p className={styles.counts}>{spectrumText(counts)}</p>
      <p className={styles.note}>{RATINGS_NOTE}</p>
    </section>
  );
}
