import { newPasswordSchema } from '@tidings/contracts/user';

/**
 * The one server-side rule every new password passes (registration and password change alike):
 * registration's schema today; extend it here so both routes refuse the same passwords. Throws
 * the zod error, which the error handler answers as a 400 VALIDATION_ERROR.
 */
export function assertAcceptableNewPassword(password: string): void {
  newPasswordSchema.parse(password);
}
