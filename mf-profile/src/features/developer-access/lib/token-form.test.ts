import { describe, expect, it } from 'vitest';
import { createTokenRequestSchema } from '@tidings/contracts/access-tokens';
import { EMPTY_TOKEN_DRAFT, fieldErrorsFromServer, toCreateTokenRequest, toggleScope, tokenDraftErrors, type TokenDraft } from './token-form';

const draft = (change: Partial<TokenDraft>): TokenDraft => ({ ...EMPTY_TOKEN_DRAFT, ...change });

describe('the Create token form', () => {
  it('starts with read checked and 30 days', () => {
    expect(EMPTY_TOKEN_DRAFT).toEqual({ name: '', scopes: ['read'], expiresInDays: 30 });
  });

  it.each([
    ['a name', draft({ name: 'Morning digest' })],
    ['a 60-character name', draft({ name: 'n'.repeat(60) })],
    ['a 60-character name with spaces around', draft({ name: `  ${'n'.repeat(60)}  ` })],
    ['a 61-character name', draft({ name: 'n'.repeat(61) })],
    ['a blank name', draft({ name: '   ' })],
    ['no scope', draft({ name: 'x', scopes: [] })],
    ['both scopes, written first', draft({ name: 'x', scopes: ['write', 'read'] })],
    ['no expiry', draft({ name: 'x', expiresInDays: null })],
    ['7 days', draft({ name: 'x', expiresInDays: 7 })],
  ])('agrees with the server on %s', (_case, value) => {
    const accepted = Object.keys(tokenDraftErrors(value)).length === 0;
    expect(accepted).toBe(createTokenRequestSchema.safeParse(toCreateTokenRequest(value)).success);
  });

  it('says what is wrong, field by field', () => {
    expect(tokenDraftErrors(draft({ name: ' ', scopes: [] }))).toEqual({ name: 'Give the token a name', scopes: 'Choose at least one scope' });
    expect(tokenDraftErrors(draft({ name: 'n'.repeat(61) }))).toEqual({ name: 'The name must be at most 60 characters' });
  });

  it('sends the name trimmed and the scopes in order, each once', () => {
    expect(toCreateTokenRequest(draft({ name: '  digest ', scopes: ['write', 'read'], expiresInDays: null }))).toEqual({
      name: 'digest',
      scopes: ['read', 'write'],
      expiresInDays: null,
    });
    expect(toggleScope(['read'], 'read', true)).toEqual(['read']);
    expect(toggleScope(['read', 'write'], 'read', false)).toEqual(['write']);
  });

  it('puts the server’s field messages on the form’s fields', () => {
    expect(fieldErrorsFromServer({ name: 'Too long', 'scopes.0': 'Invalid option', other: 'x' })).toEqual({ name: 'Too long', scopes: 'Invalid option' });
  });
});
