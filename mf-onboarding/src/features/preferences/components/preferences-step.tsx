import { Switch } from '@tidings/web-kit/ui/switch';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ActionButton } from '../../../components/ui/action-button';
import { CenteredStatus } from '../../../components/ui/centered-status';
import { StepLayout } from '../../../components/ui/step-layout';
import { useCompleteOnboarding } from '../hooks/use-complete-onboarding';
import styles from './preferences-step.module.css';

export function PreferencesStep() {
  const navigate = useNavigate();
  const { isCheckingAuth, isSaving, complete } = useCompleteOnboarding();
  // The users defaults (spec section 3): dark mode off, notifications on.
  const [darkMode, setDarkMode] = useState(false);
  const [notificationsEnabled, setNotificationsEnabled] = useState(true);

  if (isCheckingAuth) return <CenteredStatus text="Checking authentication..." />;

  return (
    <StepLayout
      step={3}
      title="Almost there!"
      subtitle="Set your preferences to complete setup"
      actions={
        <>
          <ActionButton variant="secondary" disabled={isSaving} onClick={() => void navigate('/onboarding/personalities')}>
            Back
          </ActionButton>
          <ActionButton
            disabled={isSaving}
            aria-busy={isSaving}
            onClick={() => complete({ darkMode, notificationsEnabled })}
          >
            {isSaving ? 'Setting up...' : 'Complete Setup'}
          </ActionButton>
        </>
      }
    >
      <ul className={styles.switches}>
        <li className={styles.card}>
          <Switch
            label="Dark Mode"
            description="Enable for low-light environments"
            checked={darkMode}
            onCheckedChange={setDarkMode}
          />
        </li>
        <li className={styles.card}>
          <Switch
            label="Notifications"
            description="Stay updated with breaking news"
            checked={notificationsEnabled}
            onCheckedChange={setNotificationsEnabled}
          />
        </li>
      </ul>
    </StepLayout>
  );
}
