import { useRef, useState } from 'react';
import type { AccessToken } from '@tidings/contracts/access-tokens';
import { Button } from '@tidings/web-kit/ui/button';
import { Dialog, DialogClose, DialogContent } from '@tidings/web-kit/ui/dialog';
import { useRevokeAccessToken } from '../api/revoke-access-token';
import { actionErrorMessage } from '../lib/action-error';
import styles from './token-dialogs.module.css';

interface RevokeTokenDialogProps {
  /** The token to confirm; null when closed. */
  token: AccessToken | null;
  onClose: () => void;
  /**
   * Once closed after a revocation: the token's row, and the button that opened this, are gone,
   * so the caller moves focus.
   */
  afterRevoked: () => void;
}

/**
 * The confirm step of "Revoke". An alert dialog as Radix's AlertDialog makes one, on the app's one
 * Dialog (the kit has no AlertDialog, and one confirm does not warrant a new dependency): the role,
 * focus on Cancel, and no dismissal by a tap outside.
 */
export function RevokeTokenDialog({ token, onClose, afterRevoked }: RevokeTokenDialogProps) {
  const revocation = useRevokeAccessToken();
  const [error, setError] = useState<string | undefined>();
  const cancel = useRef<HTMLButtonElement>(null);
  const revoked = useRef(false);
  // The name stays while the dialog closes, so its title does not blank out mid-way.
  const [shown, setShown] = useState(token);
  if (token && token !== shown) setShown(token);

  const revoke = () => {
    if (!shown) return;
    setError(undefined);
    revocation.mutate(shown.id, {
      onSuccess: () => {
        revoked.current = true;
        onClose();
      },
      onError: (failure) => setError(actionErrorMessage(failure, 'The token could not be revoked. Please try again.')),
    });
  };

  return (
    <Dialog
      open={token !== null}
      onOpenChange={(next) => {
        if (next || revocation.isPending) return;
        setError(undefined);
        onClose();
      }}
    >
      <DialogContent
        role="alertdialog"
        title={`Revoke “${shown?.name ?? ''}”?`}
        description="Scripts and apps using this token will stop working at once. This cannot be undone."
        showClose={false}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          revoked.current = false;
          cancel.current?.focus();
        }}
        onInteractOutside={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => {
          if (!revoked.current) return;
          event.preventDefault();
          afterRevoked();
        }}
      >
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.actions}>
          <DialogClose asChild>
            <Button variant="secondary" ref={cancel} disabled={revocation.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={revoke} disabled={revocation.isPending}>
            {revocation.isPending ? 'Revoking...' : 'Revoke token'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
