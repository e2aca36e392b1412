import { ActionButton } from '../../../components/ui/action-button';
import { StepLayout } from '../../../components/ui/step-layout';
import { usePersonalities } from '@tidings/web-kit/queries/personalities';
import { usePersonalitiesStep } from '../hooks/use-personalities-step';
import { usePersonalitySearch } from '../hooks/use-personality-search';
import { PersonalityList } from './personality-list';
import { PersonalitySearch } from './personality-search';

export function PersonalitiesStep() {
  const personalities = usePersonalities();
  const { query, setQuery, matches } = usePersonalitySearch(personalities.data);
  const { selected, toggle, isSaving, handleBack, handleContinue } = usePersonalitiesStep();

  return (
    <StepLayout
      step={2}
      title="Who Do You Follow?"
      subtitle="Follow people to see more news about them. Optional."
      actions={
        <>
          <ActionButton variant="secondary" onClick={handleBack}>
            Back
          </ActionButton>
          <ActionButton disabled={isSaving} aria-busy={isSaving} onClick={handleContinue}>
            Continue
          </ActionButton>
        </>
      }
    >
      <PersonalitySearch value={query} onChange={setQuery} />
      <PersonalityList
        status={personalities.status}
        matches={matches}
        selected={selected}
        onToggle={toggle}
        onRetry={() => void personalities.refetch()}
      />
    </StepLayout>
  );
}
