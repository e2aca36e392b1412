import { useRef, useState, type FormEvent } from 'react';
import type { CreatedToken, CreateTokenRequest } from '@tidings/contracts/access-tokens';
import type { UseMutationResult } from '@tanstack/react-query';
import { Button } from '@tidings/web-kit/ui/button';
import { Input } from '@tidings/web-kit/ui/input';
import { serverFieldMessages } from '../../../lib/server-message';
import { actionErrorMessage } from '../lib/action-error';
import { EMPTY_TOKEN_DRAFT, fieldErrorsFromServer, toCreateTokenRequest, tokenDraftErrors, type TokenDraft, type TokenFormErrors } from '../lib/token-form';
import { TOKEN_NAME_MAX_CHARS } from '../lib/token-limits';
import { ExpiryFieldset, ScopesFieldset } from './token-form-fieldsets';
import styles from './token-dialogs.module.css';

interface CreateTokenFormProps {
  creation: UseMutationResult<CreatedToken, Error, CreateTokenRequest>;
  onCancel: () => void;
}

/** Name, scopes and expiry. Checked here first; the server's refusals show on their fields too. */
export function CreateTokenForm({ creation, onCancel }: CreateTokenFormProps) {
  const [draft, setDraft] = useState<TokenDraft>(EMPTY_TOKEN_DRAFT);
  const [errors, setErrors] = useState<TokenFormErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const nameField = useRef<HTMLInputElement>(null);
  const scopesGroup = useRef<HTMLFieldSetElement>(null);

  const update = (change: Partial<TokenDraft>) => setDraft((current) => ({ ...current, ...change }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = tokenDraftErrors(draft);
    setErrors(problems);
    setFormError(undefined);
    // Focus goes to the first field to fix, so its message is read with it.
    if (problems.name) return nameField.current?.focus();
    if (problems.scopes) return scopesGroup.current?.querySelector('input')?.focus();
    creation.mutate(toCreateTokenRequest(draft), {
      onError: (failure) => {
        const fieldErrors = fieldErrorsFromServer(serverFieldMessages(failure));
        setErrors(fieldErrors);
        if (Object.keys(fieldErrors).length === 0) setFormError(actionErrorMessage(failure, 'The token could not be created. Please try again.'));
      },
    });
  };

  const pending = creation.isPending;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Input
        ref={nameField}
        label="Name"
        name="name"
        autoComplete="off"
        hint={`What will use it, e.g. “Morning digest script”. Up to ${TOKEN_NAME_MAX_CHARS} characters.`}
        value={draft.name}
        error={errors.name}
        disabled={pending}
        onChange={(event) => update({ name: event.target.value })}
      />
      <ScopesFieldset ref={scopesGroup} scopes={draft.scopes} error={errors.scopes} disabled={pending} onChange={(scopes) => update({ scopes })} />
      <ExpiryFieldset expiresInDays={draft.expiresInDays} error={errors.expiresInDays} disabled={pending} onChange={(expiresInDays) => update({ expiresInDays })} />
      {formError ? (
        <p className={styles.error} role="alert">
          {formError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Creating...' : 'Create token'}
        </Button>
      </div>
    </form>
  );
}
