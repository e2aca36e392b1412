import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { registerFormSchema, type RegisterForm as RegisterValues } from '@tidings/contracts/user';
import { Button } from '@tidings/web-kit/ui/button';
import { Input } from '@tidings/web-kit/ui/input';
import { useRegister } from '../api/register';
import { pathAfterSignIn } from '../lib/after-sign-in';
import { toastRegisterFailure, toastRegisterSuccess } from '../lib/auth-toasts';
import { toFieldErrors, type FieldErrors } from '../lib/field-errors';
import styles from './auth-form.module.css';

const EMPTY: RegisterValues = { username: '', password: '', confirmPassword: '' };

export function RegisterForm() {
  const navigate = useNavigate();
  const register = useRegister();
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<RegisterValues>>({});
  const [submitted, setSubmitted] = useState(false);

  function validate(next: RegisterValues): RegisterValues | null {
    const result = registerFormSchema.safeParse(next);
    setErrors(result.success ? {} : toFieldErrors(result.error));
    return result.success ? result.data : null;
  }

  function change(field: keyof RegisterValues, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) validate(next);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const form = validate(values);
    if (!form || register.isPending) return;
    // mutateAsync, not mutate's callbacks: the cache update may unmount this form (the /auth
    // guard redirects a signed-in user) before per-call callbacks would run.
    void register.mutateAsync(form).then(
      (user) => {
        toastRegisterSuccess(user.username);
        void navigate(pathAfterSignIn(user), { replace: true });
      },
      toastRegisterFailure,
    );
  }

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
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
        autoComplete="new-password"
        value={values.password}
        error={errors.password}
        onChange={(event) => change('password', event.target.value)}
      />
      <Input
        label="Confirm password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onChange={(event) => change('confirmPassword', event.target.value)}
      />
      <Button type="submit" size="lg" fullWidth disabled={register.isPending}>
        {register.isPending ? 'Registering...' : 'Register'}
      </Button>
    </form>
  );
}
