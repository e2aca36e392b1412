import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { loginFormSchema, type LoginForm as LoginValues } from '@tidings/contracts/user';
import { Button } from '@tidings/web-kit/ui/button';
import { Input } from '@tidings/web-kit/ui/input';
import { useLogin } from '../api/login';
import { pathAfterSignIn } from '../lib/after-sign-in';
import { toastLoginFailure, toastLoginSuccess } from '../lib/auth-toasts';
import { toFieldErrors, type FieldErrors } from '../lib/field-errors';
import styles from './auth-form.module.css';

/** The built-in test account of "Quick Test Login" (spec section 2). */
export const TEST_ACCOUNT = { username: 'testuser', password: 'password123' } as const;
/** The visible pause between filling in the test account and submitting it. */
export const QUICK_LOGIN_DELAY_MS = 100;

export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<LoginValues>>({});
  const [submitted, setSubmitted] = useState(false);
  const quickTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(quickTimer.current), []);

  function validate(next: LoginValues): LoginValues | null {
    const result = loginFormSchema.safeParse(next);
    setErrors(result.success ? {} : toFieldErrors(result.error));
    return result.success ? result.data : null;
  }

  function submit(next: LoginValues) {
    setSubmitted(true);
    const body = validate(next);
    if (!body || login.isPending) return;
    // mutateAsync, not mutate's callbacks: the cache update may unmount this form (the /auth
    // guard redirects a signed-in user) before per-call callbacks would run.
    void login.mutateAsync(body).then(
      (user) => {
        toastLoginSuccess(user.username);
        void navigate(pathAfterSignIn(user), { replace: true });
      },
      toastLoginFailure,
    );
  }

  function change(field: keyof LoginValues, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // Messages appear on submit, then follow the typing so they disappear once fixed.
    if (submitted) validate(next);
  }

  function quickTestLogin() {
    setValues({ ...TEST_ACCOUNT });
    clearTimeout(quickTimer.current);
    quickTimer.current = setTimeout(() => submit({ ...TEST_ACCOUNT }), QUICK_LOGIN_DELAY_MS);
  }

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit(values);
      }}
    >
      <Input
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={values.username}
        error={errors.username}
        onChange={(event) => change('username', event.target.value)}
      />
      <Input
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        error={errors.password}
        onChange={(event) => change('password', event.target.value)}
      />
      <Button type="submit" size="lg" fullWidth disabled={login.isPending}>
        {login.isPending ? 'Logging in...' : 'Login'}
      </Button>
      <Button variant="secondary" size="lg" fullWidth disabled={login.isPending} onClick={quickTestLogin}>
        Quick Test Login
      </Button>
    </form>
  );
}
