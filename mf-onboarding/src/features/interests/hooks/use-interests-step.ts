import { MIN_INTERESTS } from '@tidings/contracts/catalogue';
import { toast } from '@tidings/web-kit/toast-store';
import { useUser } from '@tidings/web-kit/user';
import { useNavigate } from 'react-router';
import { INTERESTS_STORAGE_KEY } from '../../../lib/onboarding-storage';
import { onlyInterests } from '../../../lib/interests';
import { useSavePreferences } from '../../../lib/save-preferences';
import { useStoredSelection } from '../../../lib/use-stored-selection';

export function useInterestsStep() {
  const { data: user } = useUser();
  const { selected, toggle } = useStoredSelection(INTERESTS_STORAGE_KEY, user?.interests);
  const interests = onlyInterests(selected);
  const save = useSavePreferences();
  const navigate = useNavigate();
  const canContinue = interests.length >= MIN_INTERESTS;

  function handleContinue() {
    if (!canContinue) {
      toast({
        title: `Select at least ${MIN_INTERESTS} interests`,
        description: `Please select at least ${MIN_INTERESTS} topics that interest you.`,
        variant: 'destructive',
      });
      return;
    }
    save.mutate(
      { interests },
      {
        onSuccess: () => void navigate('/onboarding/personalities'),
        onError: () => toast({ title: 'Error', description: 'Failed to save your interests', variant: 'destructive' }),
      },
    );
  }

  return { interests, toggle, canContinue, isSaving: save.isPending, handleContinue };
}
