import { Input } from '@tidings/web-kit/ui/input';

interface CredentialInputsProps {
  values: { username: string; password: string };
  errors: { username?: string; password?: string };
  onChange: (field: 'username' | 'password', value: string) => void;
  /** 'current-password' to sign in, 'new-password' to register (password managers rely on it). */
  passwordAutoComplete: 'current-password' | 'new-password';
}

/** The username and password fields both auth forms start with. */
export function CredentialInputs({ values, errors, onChange, passwordAutoComplete }: CredentialInputsProps) {
  return (
    <>
      <Input
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={values.username}
        error={errors.username}
        onChange={(event) => onChange('username', event.target.value)}
      />
      <Input
        label="Password"
        name="password"
        type="password"
        autoComplete={passwordAutoComplete}
        value={values.password}
        error={errors.password}
        onChange={(event) => onChange('password', event.target.value)}
      />
    </>
  );
}
