import { newPasswordSchema } from '@tidings/contracts/user';
import { CommonErrors } from '@tidings/service-kit/errors';
import { assertAcceptablePassword } from '../users/password-policy.js';

/**
 * The rules a password change applies to the new password, the same as registration's: the
 * spec's schema (400 VALIDATION_FAILED with its message), then the common-password policy
 * (400 AUTH_PASSWORD_TOO_COMMON / AUTH_PASSWORD_LIKE_USERNAME).
 */
export function assertAcceptableNewPassword(password: string, username: string): void {
  const result = newPasswordSchema.safeParse(password);
  if (!result.success) throw new CommonErrors.ValidationFailed(result.error.issues[0]?.message ?? 'Password is not acceptable');
  assertAcceptablePassword(password, { username });
}
