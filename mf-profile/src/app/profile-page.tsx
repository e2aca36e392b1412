import { useUser } from '@tidings/web-kit/user';
import { DeveloperAccessRow } from '../features/developer-access/components/developer-access-row';
import { ActivitySection } from '../features/activity/components/activity-section';
import { LogoutButton } from '../features/account/components/logout-button';
import { ProfileHeader } from '../features/account/components/profile-header';
import { FeedListsSection } from '../features/feed-lists/components/feed-lists-section';
import { ReadingMixSection } from '../features/reading-mix/components/reading-mix-section';
import { PreferencesSection } from '../features/preferences/components/preferences-section';
import { SupportSection } from '../features/support/components/support-section';
import { TopicsSection } from '../features/topics/components/topics-section';
import styles from './profile-page.module.css';

/**
 * `mf_profile/ProfilePage`: `/profile` (spec section 2). The shell renders it for a signed-in user
 * only (its guard sends visitors to /auth), so the user is in the cache by the time it mounts.
 */
export default function ProfilePage() {
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <div className={styles.page}>
      <ProfileHeader user={user} />
      <ActivitySection />
      <ReadingMixSection userId={user.id} />
      <FeedListsSection user={user} />
      <TopicsSection />
      <PreferencesSection user={user} />
      <SupportSection>
        <DeveloperAccessRow />
      </SupportSection>
      <LogoutButton userId={user.id} />
    </div>
  );
}
