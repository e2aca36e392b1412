import { useId, type Ref } from 'react';
import type { TokenScope } from '@tidings/contracts/access-tokens';
import { toggleScope } from '../lib/token-form';
import { TOKEN_EXPIRIES, TOKEN_SCOPES, type TokenExpiry } from '../lib/token-limits';
import styles from './token-dialogs.module.css';

interface ScopesFieldsetProps {
  scopes: readonly TokenScope[];
  error?: string;
  disabled: boolean;
  onChange: (scopes: TokenScope[]) => void;
  ref?: Ref<HTMLFieldSetElement>;
}

/** Read and write, each with what it opens; at least one (checked by the form). */
export function ScopesFieldset({ scopes, error, disabled, onChange, ref }: ScopesFieldsetProps) {
  const errorId = useId();
  return (
    <fieldset ref={ref} className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>Scopes</legend>
      {TOKEN_SCOPES.map(({ scope, label, hint }) => (
        <label key={scope} className={styles.choice}>
          <input
            type="checkbox"
            name="scopes"
            value={scope}
            checked={scopes.includes(scope)}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onChange(toggleScope(scopes, scope, event.target.checked))}
          />
          <span className={styles.choiceText}>
            <span className={styles.choiceLabel}>{label}</span>
            <span className={styles.choiceHint}>{hint}</span>
          </span>
        </label>
      ))}
      <FieldsetError id={errorId} error={error} />
    </fieldset>
  );
}

interface ExpiryFieldsetProps {
  expiresInDays: TokenExpiry;
  error?: string;
  disabled: boolean;
  onChange: (expiresInDays: TokenExpiry) => void;
}

export function ExpiryFieldset({ expiresInDays, error, disabled, onChange }: ExpiryFieldsetProps) {
  const errorId = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>Expiry</legend>
      <div className={styles.expiries}>
        {TOKEN_EXPIRIES.map(({ days, label }) => (
          <label key={label} className={styles.choice}>
            <input type="radio" name="expiresInDays" value={days ?? 'never'} checked={expiresInDays === days} disabled={disabled} onChange={() => onChange(days)} />
            <span className={styles.choiceLabel}>{label}</span>
          </label>
        ))}
      </div>
      <FieldsetError id={errorId} error={error} />
    </fieldset>
  );
}

/** A fieldset's message, referenced by its aria-describedby. */
function FieldsetError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className={styles.fieldError}>
      {error}
    </p>
  ) : null;
}
