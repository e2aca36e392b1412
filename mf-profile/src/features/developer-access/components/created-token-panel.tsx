import { useEffect, useRef } from 'react';
import { Check, Copy, TriangleAlert } from 'lucide-react';
import type { CreatedToken } from '@tidings/contracts/access-tokens';
import { Button } from '@tidings/web-kit/ui/button';
import { Input } from '@tidings/web-kit/ui/input';
import { useCopyToClipboard, type CopyOutcome } from '../hooks/use-copy-to-clipboard';
import { expiryText } from '../lib/token-dates';
import { scopeLabel } from '../lib/token-limits';
import styles from './token-dialogs.module.css';

export const NOT_SHOWN_AGAIN = 'Copy your token now. It will not be shown again: Tidings keeps only a hash of it.';

const ANNOUNCED: Record<CopyOutcome, string> = {
  idle: '',
  copied: 'Copied',
  selected: 'Copying is not allowed here. The token is selected: copy it with your keyboard or the menu.',
};

interface CreatedTokenPanelProps {
  token: CreatedToken;
  onDone: () => void;
}

/** The new token, the one time it is shown: a read-only field, Copy, and "Done" back to the list. */
export function CreatedTokenPanel({ token, onDone }: CreatedTokenPanelProps) {
  const field = useRef<HTMLInputElement>(null);
  const { copy, outcome } = useCopyToClipboard();
  // The form (and the focused button) has just gone: focus moves to the token, selected.
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);

  return (
    <div className={styles.form}>
      <p className={styles.warning}>
        <TriangleAlert aria-hidden="true" size={18} />
        <span>{NOT_SHOWN_AGAIN}</span>
      </p>
      <div className={styles.copyRow}>
        <Input
          ref={field}
          className={styles.tokenField}
          label="Your new token"
          value={token.token}
          readOnly
          spellCheck={false}
          autoComplete="off"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={() => void copy(token.token, field.current)}>
          <Copy aria-hidden="true" size={18} />
          Copy
        </Button>
      </div>
      {/* Always in the page, so assistive technology hears each change. */}
      <p role="status" className={styles.copyStatus}>
        {outcome === 'copied' ? <Check aria-hidden="true" size={16} /> : null}
        {ANNOUNCED[outcome]}
      </p>
      <p className={styles.summary}>
        “{token.name}”: {token.scopes.map(scopeLabel).join(', ')}, {token.expiresAt === null ? 'no expiry' : `expires ${expiryText(token)}`}.
      </p>
      <div className={styles.actions}>
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}
