import { INTEREST_CHOICES } from '@tidings/contracts/catalogue';
import chip from '../../../components/ui/chip.module.css';
import { interestLabel } from '../lib/interest-label';

interface InterestsEditorProps {
  draft: readonly string[];
  onChange: (draft: string[]) => void;
  disabled: boolean;
}

/** The spec's interest choices as toggles, in the spec's order. */
export function InterestsEditor({ draft, onChange, disabled }: InterestsEditorProps) {
  const selected = new Set(draft);
  const toggle = (value: string) => onChange(selected.has(value) ? draft.filter((item) => item !== value) : [...draft, value]);
  return (
    <div role="group" aria-label="Choose interests" className={chip.chips}>
      {INTEREST_CHOICES.map((value) => (
        <button key={value} type="button" className={chip.toggle} aria-pressed={selected.has(value)} disabled={disabled} onClick={() => toggle(value)}>
          <span className={chip.mark} aria-hidden="true">
            {selected.has(value) ? '✓' : '+'}
          </span>
          {interestLabel(value)}
        </button>
      ))}
    </div>
  );
}
