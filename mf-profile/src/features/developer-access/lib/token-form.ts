import type { CreateTokenRequest, TokenScope } from '@tidings/contracts/access-tokens';
import { DEFAULT_TOKEN_EXPIRY, TOKEN_NAME_MAX_CHARS, type TokenExpiry } from './token-limits';

// The "Create token" form's draft and its checks, by hand (see token-limits.ts for why not zod).

export interface TokenDraft {
  name: string;
  scopes: readonly TokenScope[];
  expiresInDays: TokenExpiry;
}

export type TokenFormField = 'name' | 'scopes' | 'expiresInDays';
export type TokenFormErrors = Partial<Record<TokenFormField, string>>;

export const EMPTY_TOKEN_DRAFT: TokenDraft = { name: '', scopes: ['read'], expiresInDays: DEFAULT_TOKEN_EXPIRY };

/** What is wrong with the draft, by field; {} when it can be sent. */
export function tokenDraftErrors(draft: TokenDraft): TokenFormErrors {
  const errors: TokenFormErrors = {};
  const name = draft.name.trim();
  if (name.length === 0) errors.name = 'Give the token a name';
  else if (name.length > TOKEN_NAME_MAX_CHARS) errors.name = `The name must be at most ${TOKEN_NAME_MAX_CHARS} characters`;
  if (draft.scopes.length === 0) errors.scopes = 'Choose at least one scope';
  return errors;
}

/** The request body; scopes in a fixed order, each once. */
export function toCreateTokenRequest(draft: TokenDraft): CreateTokenRequest {
  const scopes = (['read', 'write'] as const).filter((scope) => draft.scopes.includes(scope));
  return { name: draft.name.trim(), scopes, expiresInDays: draft.expiresInDays };
}

export function toggleScope(scopes: readonly TokenScope[], scope: TokenScope, on: boolean): TokenScope[] {
  const others = scopes.filter((item) => item !== scope);
  return on ? [...others, scope] : others;
}

/** The server's field messages (`scopes.0` counts for scopes) on the form's own fields. */
export function fieldErrorsFromServer(fields: Record<string, string>): TokenFormErrors {
  const errors: TokenFormErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = path.split('.')[0];
    if (field === 'name' || field === 'scopes' || field === 'expiresInDays') errors[field] ??= message;
  }
  return errors;
}
