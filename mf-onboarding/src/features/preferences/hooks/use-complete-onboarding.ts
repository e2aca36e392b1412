import { useThemeStore } from '@tidings/web-kit/theme-store';
import { toast } from '@tidings/web-kit/toast-store';
import { useUser } from '@tidings/web-kit/user';
import { useNavigate } from 'react-router';
import { onlyInterests } from '../../../lib/interests';
import {
  clearOnboardingStorage,
  INTERESTS_STORAGE_KEY,
  PERSONALITIES_STORAGE_KEY,
  readStoredList,
} from '../../../lib/onboarding-storage';
import { useSavePreferences } from '../../../lib/save-preferences';

export interface DisplayPreferences {
  darkMode: boolean;
  notificationsEnabled: boolean;
}

/**
 * The last step sends every choice at once, so onboarding completes with a consistent user even
 * if an earlier step's save was skipped (e.g. a deep link straight to this step).
 */
export function useCompleteOnboarding() {
  const user = useUser();
  const save = useSavePreferences();
  const navigate = useNavigate();

  function complete(display: DisplayPreferences) {
    // Spec section 5: completing needs a signed-in user; without one nothing is sent.
    if (!user.data) {
      toast({
        title: 'Authentication required',
        description: 'Please log in to complete onboarding',
        variant: 'destructive',
      });
      return;
    }
    const body = {
      interests: onlyInterests(readStoredList(INTERESTS_STORAGE_KEY) ?? user.data.interests),
      followingPersonalities: readStoredList(PERSONALITIES_STORAGE_KEY) ?? user.data.followingPersonalities,
      ...display,
      onboardingCompleted: true,
    };
    save.mutate(body, {
      onSuccess: () => {
        clearOnboardingStorage();
        // The shell's theme was initialised from the old setting; show the one just saved.
        useThemeStore.getState().setDarkMode(body.darkMode);
        toast({ title: 'Welcome to Tidings', description: 'Your preferences have been saved.' });
        void navigate('/');
      },
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to save your preferences. Please try again.',
          variant: 'destructive',
        }),
    });
  }

  return { isCheckingAuth: user.isPending, isSaving: save.isPending, complete };
}
