import { useState, type FormEvent } from 'react';
import { Button } from '@tidings/web-kit/ui/button';
import { Dialog, DialogClose, DialogContent } from '@tidings/web-kit/ui/dialog';
import { Input } from '@tidings/web-kit/ui/input';
import { useUser } from '@tidings/web-kit/user';
import { useDeleteAccount } from '../api/delete-account';
import { serverMessage } from '../../../lib/server-message';
import styles from './your-data.module.css';

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The confirm step of 'Delete account': the password, then the deletion. A dialog over the privacy
 * sheet (Radix nests them: Escape closes this one first). Every refusal shows on the field.
 */
export function DeleteAccountDialog({ open, onOpenChange }: DeleteAccountDialogProps) {
  const { data: user } = useUser();
  const deletion = useDeleteAccount(user?.id);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError('Password is required');
    setError(undefined);
    deletion.mutate(
      { password },
      { onError: (failure) => setError(serverMessage(failure, 'Your account could not be deleted. Please try again.', 'password')) },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (deletion.isPending) return;
        if (!next) {
          setPassword('');
          setError(undefined);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent
        title="Delete your account?"
        description="Your account and everything Tidings keeps about you (preferences, bookmarks, reactions and reading history) are erased for good. This cannot be undone."
      >
        <form className={styles.confirm} onSubmit={submit} noValidate>
          <Input
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            hint="Enter your password to confirm."
            value={password}
            error={error}
            onChange={(event) => setPassword(event.target.value)}
            disabled={deletion.isPending}
          />
          <div className={styles.confirmActions}>
            <DialogClose asChild>
              <Button variant="secondary" disabled={deletion.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={deletion.isPending}>
              {deletion.isPending ? 'Deleting...' : 'Delete my account'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
