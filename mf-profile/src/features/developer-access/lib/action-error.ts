import { isOfflineError } from '@tidings/web-kit/offline/offline-error';
import { serverMessage } from '../../../lib/server-message';

export const NEEDS_CONNECTION = 'You’re offline. Developer access needs a connection.';

/** What to say when creating or revoking fails: offline, the server's own words, or `fallback`. */
export function actionErrorMessage(error: unknown, fallback: string): string {
  return isOfflineError(error) ? NEEDS_CONNECTION : serverMessage(error, fallback);
}
