import { ONBOARDING_STEPS } from '@tidings/contracts/catalogue';
import styles from './progress-dots.module.css';

interface ProgressDotsProps {
  /** 1-based step number. */
  step: number;
}

/** The dots are decoration; the progressbar role tells assistive tech where the user is. */
export function ProgressDots({ step }: ProgressDotsProps) {
  const label = `Step ${step} of ${ONBOARDING_STEPS}`;
  return (
    <div
      className={styles.dots}
      role="progressbar"
      aria-label="Onboarding progress"
      aria-valuemin={1}
      aria-valuemax={ONBOARDING_STEPS}
      aria-valuenow={step}
      aria-valuetext={label}
    >
      {Array.from({ length: ONBOARDING_STEPS }, (_, index) => (
        <span
          key={index}
          className={styles.dot}
          data-state={index + 1 === step ? 'current' : index + 1 < step ? 'done' : 'todo'}
        />
      ))}
    </div>
  );
}
