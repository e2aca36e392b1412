import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AccessToken } from '@tidings/contracts/access-tokens';
import { isOfflineError } from '@tidings/web-kit/offline/offline-error';
import { RevokeTokenDialog } from './revoke-token-dialog';
import { TokenListItem } from './token-list-item';
import { TokensEmpty, TokensError, TokensLoading, TokensOffline } from './token-list-states';
import styles from './token-list.module.css';

interface TokenListProps {
  tokens: UseQueryResult<AccessToken[]>;
  /** After a revocation: its row is gone, so the caller says where focus goes. */
  onRevoked: () => void;
}

export function TokenList({ tokens, onRevoked }: TokenListProps) {
  const [revoking, setRevoking] = useState<AccessToken | null>(null);
  const retry = () => void tokens.refetch();

  let body;
  if (tokens.isPending) body = <TokensLoading />;
  else if (tokens.isError && isOfflineError(tokens.error)) body = <TokensOffline onRetry={retry} retrying={tokens.isFetching} />;
  else if (tokens.isError) body = <TokensError onRetry={retry} retrying={tokens.isFetching} />;
  else if (tokens.data.length === 0) body = <TokensEmpty />;
  else
    body = (
      <ul className={styles.list} aria-label="Your tokens">
        {tokens.data.map((token) => (
          <TokenListItem key={token.id} token={token} onRevoke={setRevoking} />
        ))}
      </ul>
    );

  return (
    <>
      {body}
      {/* Outside the list: revoking the last token empties it, and the dialog must still close. */}
      <RevokeTokenDialog token={revoking} onClose={() => setRevoking(null)} afterRevoked={onRevoked} />
    </>
  );
}
