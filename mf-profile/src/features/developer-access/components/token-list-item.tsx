import { useId } from 'react';
import { Clock, Trash2 } from 'lucide-react';
import type { AccessToken } from '@tidings/contracts/access-tokens';
import { formatShortDate } from '@tidings/web-kit/format-date';
import { Button } from '@tidings/web-kit/ui/button';
import { expiryText, isExpired, lastUsedText } from '../lib/token-dates';
import { scopeLabel } from '../lib/token-limits';
import styles from './token-list.module.css';

interface TokenListItemProps {
  token: AccessToken;
  onRevoke: (token: AccessToken) => void;
}

/** One token: what it is called and may do, when it was made, last used and expires. */
export function TokenListItem({ token, onRevoke }: TokenListItemProps) {
  const nameId = useId();
  const expired = isExpired(token);
  return (
    <li className={styles.token}>
      <div className={styles.tokenHeader}>
        <h4 id={nameId} className={styles.tokenName}>
          {token.name}
        </h4>
        <Button variant="secondary" aria-label={`Revoke ${token.name}`} aria-haspopup="dialog" onClick={() => onRevoke(token)}>
          <Trash2 aria-hidden="true" size={16} />
          Revoke
        </Button>
      </div>
      <dl className={styles.details}>
        <div>
          <dt>Token</dt>
          <dd>
            <code>{token.hint}</code>
          </dd>
        </div>
        <div>
          <dt>Scopes</dt>
          <dd>{token.scopes.map(scopeLabel).join(', ')}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatShortDate(token.createdAt)}</dd>
        </div>
        <div>
          <dt>Last used</dt>
          <dd>{lastUsedText(token)}</dd>
        </div>
        <div>
          <dt>Expiry</dt>
          <dd className={expired ? styles.expired : undefined}>
            {expired ? <Clock aria-hidden="true" size={14} /> : null}
            {expiryText(token)}
          </dd>
        </div>
      </dl>
    </li>
  );
}
