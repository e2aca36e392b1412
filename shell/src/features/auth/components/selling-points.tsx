import type { ReactNode } from 'react';
import styles from './auth-page.module.css';

const icon = (path: ReactNode) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.pointIcon}>
    {path}
  </svg>
);

// The four selling points the spec names; the one-line descriptions are ours.
const POINTS = [
  { title: 'Personalized Feed', text: 'Stories picked for your interests.', icon: icon(<path d="M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.5 6.6 19.5l1.2-6L3.3 9.3l6.1-.7z" />) },
  { title: 'Quick Read', text: 'The gist of each story in one swipe.', icon: icon(<path d="M13 2L4 14h7l-1 8 9-12h-7z" />) },
  { title: 'Diverse Sources', text: 'Many outlets, many points of view.', icon: icon(<><circle cx="12" cy="12" r="9" /><path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" /></>) },
  { title: 'Save for Later', text: 'Bookmark stories and read them anytime.', icon: icon(<path d="M6 3h12v18l-6-4-6 4z" />) },
] as const;

export function SellingPoints() {
  return (
    <ul className={styles.points} aria-label="Why Tidings">
      {POINTS.map((point) => (
        <li key={point.title} className={styles.point}>
          {point.icon}
          <div>
            <h2 className={styles.pointTitle}>{point.title}</h2>
            <p className={styles.pointText}>{point.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
