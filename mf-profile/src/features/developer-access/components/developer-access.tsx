import { useId, useRef, useState } from 'react';
import { ExternalLink, Plus } from 'lucide-react';
import { useOnline } from '@tidings/web-kit/offline/connectivity';
import { Button } from '@tidings/web-kit/ui/button';
import { VisuallyHidden } from '@tidings/web-kit/ui/visually-hidden';
import { useAccessTokens } from '../api/get-access-tokens';
import { isExpired } from '../lib/token-dates';
import { TOKENS_PER_USER_MAX } from '../lib/token-limits';
import { CreateTokenDialog } from './create-token-dialog';
import { TokenList } from './token-list';
import styles from './developer-access-sheet.module.css';

export const API_DOCS_URL = '/api/docs';
export const OFFLINE_REASON = 'Creating a token needs a connection.';
export const LIMIT_REASON = `You have ${TOKENS_PER_USER_MAX} active tokens, the most allowed. Revoke one to create another.`;

/** The sheet's content: the way to the API docs, "Create token", and the user's tokens. */
export function DeveloperAccess() {
  const tokens = useAccessTokens();
  const online = useOnline();
  const [creating, setCreating] = useState(false);
  const reasonId = useId();
  const headingId = useId();
  const listHeading = useRef<HTMLHeadingElement>(null);

  // Expired tokens stay listed for a while but give their place up to a new one (svc-auth).
  const active = tokens.data?.filter((token) => !isExpired(token)).length;
  const blockedReason = !online ? OFFLINE_REASON : active !== undefined && active >= TOKENS_PER_USER_MAX ? LIMIT_REASON : null;

  return (
    <div className={styles.body}>
      <a className={styles.docsLink} href={API_DOCS_URL} target="_blank" rel="noreferrer">
        API documentation
        <ExternalLink aria-hidden="true" size={16} />
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>

      <div className={styles.create}>
        <Button
          aria-haspopup="dialog"
          aria-disabled={blockedReason ? true : undefined}
          aria-describedby={blockedReason ? reasonId : undefined}
          onClick={() => {
            if (!blockedReason) setCreating(true);
          }}
        >
          <Plus aria-hidden="true" size={18} />
          Create token
        </Button>
        {blockedReason ? (
          <p id={reasonId} className={styles.reason}>
            {blockedReason}
          </p>
        ) : null}
      </div>

      <section aria-labelledby={headingId}>
        <div className={styles.listHeader}>
          {/* Focus lands here once a revoked token's row (and its button) is gone. */}
          <h3 id={headingId} ref={listHeading} tabIndex={-1} className={styles.listHeading}>
            Your tokens
          </h3>
          {active !== undefined && tokens.data?.length ? (
            <span className={styles.count}>
              {active} of {TOKENS_PER_USER_MAX} active
            </span>
          ) : null}
        </div>
        <TokenList tokens={tokens} onRevoked={() => listHeading.current?.focus()} />
      </section>

      <CreateTokenDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}
