import { INTEREST_CHOICES, MIN_INTERESTS } from '@tidings/contracts/catalogue';
import { ActionButton } from '../../../components/ui/action-button';
import { StepLayout } from '../../../components/ui/step-layout';
import { useInterestsStep } from '../hooks/use-interests-step';
import { InterestChip } from './interest-chip';
import styles from './interests-step.module.css';

export function InterestsStep() {
  const { interests, toggle, canContinue, isSaving, handleContinue } = useInterestsStep();

  return (
    <StepLayout
      step={1}
      title="Choose Your Interests"
      subtitle="Pick the topics you want in your feed."
      actions={
        <ActionButton softDisabled={!canContinue} disabled={isSaving} aria-busy={isSaving} onClick={handleContinue}>
          Continue
        </ActionButton>
      }
    >
      <p className={styles.count} aria-live="polite">
        {`Selected: ${interests.length}/${MIN_INTERESTS}`}
      </p>
      <div className={styles.chips} role="group" aria-label="Interests">
        {INTEREST_CHOICES.map((choice) => (
          <InterestChip key={choice} value={choice} selected={interests.includes(choice)} onToggle={toggle} />
        ))}
      </div>
    </StepLayout>
  );
}
