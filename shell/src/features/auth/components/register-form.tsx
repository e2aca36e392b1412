import { useRef, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { RegisterForm as RegisterValues } from '@tidings/contracts/user';
import { Button } from '@tidings/web-kit/ui/button';
import { Input } from '@tidings/web-kit/ui/input';
import { useRegister } from '../api/register';
import { useValidatedForm } from '../hooks/use-validated-form';
import { pathAfterSignIn, returnPathFrom } from '../lib/after-sign-in';
import { toastRegisterFailure, toastRegisterSuccess } from '../lib/auth-toasts';
import { serverFieldErrors } from '../lib/server-field-errors';
import { CredentialInputs } from './credential-inputs';
import styles from './auth-form.module.css';

const EMPTY: RegisterValues = { username: '', password: '', confirmPassword: '' };

export function RegisterForm() {
  const navigate = useNavigate();
  const returnTo = returnPathFrom(useLocation().state);
  const register = useRegister();
  const form = useValidatedForm<RegisterValues>((schemas) => schemas.register, EMPTY);
  const formRef = useRef<HTMLFormElement>(null);

  /** A refusal about one field (a too common password) shows on it, and focus goes there. */
  function onFailure(error: unknown) {
    const fields = serverFieldErrors(error);
    if (!fields) return toastRegisterFailure(error);
    form.showErrors(fields);
    const first = fields.username ? 'username' : 'password';
    const input = formRef.current?.elements.namedItem(first);
    if (input instanceof HTMLInputElement) input.focus();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    form.submit(form.values, send);
  }

  function send(values: RegisterValues) {
    if (register.isPending) return;
    // mutateAsync, not mutate's callbacks: the cache update may unmount this form (the /auth
    // guard redirects a signed-in user) before per-call callbacks would run.
    void register.mutateAsync(values).then(
      (user) => {
        toastRegisterSuccess(user.username);
        void navigate(pathAfterSignIn(user, returnTo), { replace: true });
      },
      onFailure,
    );
  }

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit}>
      <CredentialInputs values={form.values} errors={form.errors} onChange={form.change} passwordAutoComplete="new-password" />
      <Input
        label="Confirm password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={form.values.confirmPassword}
        error={form.errors.confirmPassword}
        onChange={(event) => form.change('confirmPassword', event.target.value)}
      />
      <Button type="submit" size="lg" fullWidth disabled={register.isPending}>
        {register.isPending ? 'Registering...' : 'Register'}
      </Button>
    </form>
  );
}
