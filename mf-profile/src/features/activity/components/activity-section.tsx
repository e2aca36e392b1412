import { Bookmark, ChevronRight, Flame, Newspaper, Target, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { DAILY_READING_GOAL } from '@tidings/contracts/catalogue';
import card from '../../../components/ui/card.module.css';
import { ProfileSection } from '../../../components/ui/profile-section';
import { useStreak } from '../api/get-streak';
import { ReadingProgressBar } from './reading-progress-bar';
import { StatCard } from './stat-card';
import styles from './activity-section.module.css';

/** Spec section 2: '...' stands in for a figure until the first answer. */
const LOADING = '...';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** YOUR ACTIVITY: the reading streak (polled while the page is visible) and the way to the bookmarks. */
export function ActivitySection() {
  const { data: streak } = useStreak();
  const ready = streak != null;
  return (
    <ProfileSection title="YOUR ACTIVITY">
      <div className={styles.grid}>
        <StatCard
          icon={<Flame aria-hidden="true" size={18} />}
          label="Current Streak"
          value={ready ? days(streak.currentStreak) : LOADING}
          hint="Read at least 1 article daily to maintain your streak!"
          wide
        />
        <StatCard
          icon={<Target aria-hidden="true" size={18} />}
          label="Today's Progress"
          value={ready ? `${streak.articlesReadToday}/${DAILY_READING_GOAL}` : LOADING}
          wide
        >
          <ReadingProgressBar articlesReadToday={ready ? streak.articlesReadToday : null} />
        </StatCard>
        <StatCard icon={<Trophy aria-hidden="true" size={18} />} label="Best Streak" value={ready ? days(streak.maxStreak) : LOADING} />
        <StatCard icon={<Newspaper aria-hidden="true" size={18} />} label="Total Articles" value={ready ? String(streak.totalArticlesRead) : LOADING} />
      </div>
      <ul className={`${card.card} ${card.rows}`}>
        <li>
          <Link to="/bookmarks" className={card.row}>
            <span className={card.rowIcon} aria-hidden="true">
              <Bookmark size={18} />
            </span>
            <span className={card.rowText}>
              <span className={card.rowLabel}>Your Bookmarks</span>
              <span className={card.rowHint}>Saved articles to read later</span>
            </span>
            <ChevronRight className={card.chevron} aria-hidden="true" size={20} />
          </Link>
        </li>
      </ul>
    </ProfileSection>
  );
}
