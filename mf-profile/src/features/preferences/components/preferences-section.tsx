import { lazy, Suspense } from 'react';
import type { PublicUser } from '@tidings/contracts/user';
import { useInstallPromptStore } from '@tidings/web-kit/install-prompt-store';
import { Switch } from '@tidings/web-kit/ui/switch';
import card from '../../../components/ui/card.module.css';
import { ProfileSection } from '../../../components/ui/profile-section';
import { usePreferenceSwitch, type SwitchField } from '../hooks/use-preference-switch';

// Only while the browser offers an install prompt, which most visits never see: its own chunk
// keeps it out of the profile's first load.
const InstallAppRow = lazy(() => import('./install-app-row'));
import styles from './preferences-section.module.css';

interface PreferenceSwitchProps {
  user: PublicUser;
  field: SwitchField;
  label: string;
  description: string;
}

function PreferenceSwitch({ user, field, label, description }: PreferenceSwitchProps) {
  const { checked, set } = usePreferenceSwitch(user, field);
  return (
    <li className={styles.item}>
      <Switch label={label} description={description} checked={checked} onCheckedChange={set} />
    </li>
  );
}

/** PREFERENCES: the three switches (saved as they flip) and, when the browser offers it, Install App. */
export function PreferencesSection({ user }: { user: PublicUser }) {
  const canInstall = useInstallPromptStore((state) => state.canInstall);
  return (
    <ProfileSection title="PREFERENCES">
      <ul className={`${card.card} ${card.rows}`}>
        {/* The onboarding step's hints for the first two; the spec's for good-news mode. */}
        <PreferenceSwitch user={user} field="darkMode" label="Dark Mode" description="Enable for low-light environments" />
        <PreferenceSwitch user={user} field="notificationsEnabled" label="Notifications" description="Stay updated with breaking news" />
        <PreferenceSwitch user={user} field="goodNewsMode" label="Good News Mode" description="Show only positive and uplifting news" />
        {canInstall && (
          <Suspense fallback={null}>
            <InstallAppRow />
          </Suspense>
        )}
      </ul>
    </ProfileSection>
  );
}
