import { toast } from '@tidings/web-kit/toast-store';
import { useUser } from '@tidings/web-kit/user';
import { useNavigate } from 'react-router';
import { PERSONALITIES_STORAGE_KEY } from '../../../lib/onboarding-storage';
import { useSavePreferences } from '../../../lib/save-preferences';
import { useStoredSelection } from '../../../lib/use-stored-selection';

/** Followed personalities are stored and sent by name (the users contract keeps names). */
export function usePersonalitiesStep() {
  const { data: user } = useUser();
  const { selected, toggle } = useStoredSelection(PERSONALITIES_STORAGE_KEY, user?.followingPersonalities);
  const save = useSavePreferences();
  const navigate = useNavigate();

  function handleContinue() {
    save.mutate(
      { followingPersonalities: [...selected] },
      {
        onSuccess: () => void navigate('/onboarding/preferences'),
        onError: () =>
          toast({ title: 'Error', description: 'Failed to save your personality selection', variant: 'destructive' }),
      },
    );
  }

  return {
    selected,
    toggle,
    isSaving: save.isPending,
    handleBack: () => void navigate('/onboarding/interests'),
    handleContinue,
  };
}
