import { HttpError } from '@tidings/web-kit/api-client';

export type CredentialField = 'username' | 'password';

/** Refusals the server explains about one field: the form shows them there, not in a toast. */
const FIELD_OF_CODE: Record<string, CredentialField> = {
  AUTH_PASSWORD_TOO_COMMON: 'password',
  AUTH_PASSWORD_LIKE_USERNAME: 'password',
};

/**
 * The field messages of a 400 from /api/register or /api/login: a password the policy refused,
 * or the server's own validation (`fields`). Null for anything else (taken names, 429, 5xx).
 */
export function serverFieldErrors(error: unknown): Partial<Record<CredentialField, string>> | null {
  if (!(error instanceof HttpError) || error.status !== 400) return null;
  let body: { code?: unknown; message?: unknown; fields?: unknown };
  try {
    body = JSON.parse(error.body) as typeof body;
  } catch {
    return null;
  }
  const field = typeof body.code === 'string' ? FIELD_OF_CODE[body.code] : undefined;
  if (field && typeof body.message === 'string') return { [field]: body.message };
  if (typeof body.fields !== 'object' || body.fields === null) return null;
  const errors: Partial<Record<CredentialField, string>> = {};
  for (const name of ['username', 'password'] as const) {
    const message = (body.fields as Record<string, unknown>)[name];
    if (typeof message === 'string') errors[name] = message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
