import { useEffect, useRef, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { LoginForm as LoginValues } from '@tidings/contracts/user';
import { Button } from '@tidings/web-kit/ui/button';
import { useClientConfig } from '../api/client-config';
import { useLogin } from '../api/login';
import { useValidatedForm } from '../hooks/use-validated-form';
import { pathAfterSignIn, returnPathFrom } from '../lib/after-sign-in';
import { toastLoginFailure, toastLoginSuccess } from '../lib/auth-toasts';
import { CredentialInputs } from './credential-inputs';
import styles from './auth-form.module.css';

/** The built-in test account of "Quick Test Login" (spec section 2). */
export const TEST_ACCOUNT = { username: 'testuser', password: 'password123' } as const;
/** The visible pause between filling in the test account and submitting it. */
export const QUICK_LOGIN_DELAY_MS = 100;

const EMPTY: LoginValues = { username: '', password: '' };

export function LoginForm() {
  const navigate = useNavigate();
  const returnTo = returnPathFrom(useLocation().state);
  const login = useLogin();
  const form = useValidatedForm<LoginValues>((schemas) => schemas.login, EMPTY);
  const quickTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { quickTestLogin } = useClientConfig();

  useEffect(() => () => clearTimeout(quickTimer.current), []);

  function submit(next: LoginValues) {
    form.submit(next, send);
  }

  function send(body: LoginValues) {
    if (login.isPending) return;
    // mutateAsync, not mutate's callbacks: the cache update may unmount this form (the /auth
    // guard redirects a signed-in user) before per-call callbacks would run.
    void login.mutateAsync(body).then(
      (user) => {
        toastLoginSuccess(user.username);
        void navigate(pathAfterSignIn(user, returnTo), { replace: true });
      },
      toastLoginFailure,
    );
  }

  function quickLogin() {
    form.setValues({ ...TEST_ACCOUNT });
    clearTimeout(quickTimer.current);
    quickTimer.current = setTimeout(() => submit({ ...TEST_ACCOUNT }), QUICK_LOGIN_DELAY_MS);
  }

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit(form.values);
      }}
    >
      <CredentialInputs values={form.values} errors={form.errors} onChange={form.change} passwordAutoComplete="current-password" />
      <Button type="submit" size="lg" fullWidth disabled={login.isPending}>
        {login.isPending ? 'Logging in...' : 'Login'}
      </Button>
      {/* Offered only where the server has the account enabled (GET /api/config). */}
      {quickTestLogin ? (
        <Button variant="secondary" size="lg" fullWidth disabled={login.isPending} onClick={quickLogin}>
          Quick Test Login
        </Button>
      ) : null}
    </form>
  );
}
