import { Dialog, DialogContent } from '@tidings/web-kit/ui/dialog';
import { useCreateAccessToken } from '../api/create-access-token';
import { CreateTokenForm } from './create-token-form';
import { CreatedTokenPanel } from './created-token-panel';

interface CreateTokenDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Create token" over the sheet: the form, then the new token, shown once. Closing forgets the
 * token (the mutation is reset) and the draft (the form unmounts).
 */
export function CreateTokenDialog({ open, onOpenChange }: CreateTokenDialogProps) {
  const creation = useCreateAccessToken();
  const created = creation.data;

  const close = () => {
    creation.reset();
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) return onOpenChange(true);
        if (!creation.isPending) close();
      }}
    >
      <DialogContent
        title={created ? 'Token created' : 'Create token'}
        // A stray tap beside the dialog must not lose a token that cannot be shown again.
        onInteractOutside={(event) => {
          if (created) event.preventDefault();
        }}
      >
        {created ? <CreatedTokenPanel token={created} onDone={close} /> : <CreateTokenForm creation={creation} onCancel={close} />}
      </DialogContent>
    </Dialog>
  );
}
