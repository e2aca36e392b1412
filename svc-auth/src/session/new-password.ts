import { newPasswordSchema } from '@tidings/contracts/user';
import { CommonErrors } from '@tidings/service-kit/errors';

/**
 * The one server-side rule every new password passes (registration's schema, so a password
 * change refuses what registration refuses); extend it here and both stay in step. Answers
 * 400 VALIDATION_FAILED with the rule's message.
 */
export function assertAcceptableNewPassword(password: string): void {
  const result = newPasswordSchema.safeParse(password);
  if (!result.success) throw new CommonErrors.ValidationFailed(result.error.issues[0]?.message ?? 'Password is not acceptable');
}
