import { describe, expect, it } from 'vitest';
import * as contract from '@tidings/contracts/access-tokens';
import { DEFAULT_TOKEN_EXPIRY, TOKEN_EXPIRIES, TOKEN_SCOPES } from './token-limits';

// The sheet words the contract's scopes and expiries: it must offer exactly those.
describe('the developer access screen offers the contract’s choices', () => {
  it('has every scope once, and the default expiry among those offered', () => {
    expect(TOKEN_SCOPES.map(({ scope }) => scope)).toEqual(contract.tokenScopeSchema.options);
    expect(TOKEN_EXPIRIES.map(({ days }) => days)).toEqual([...contract.TOKEN_EXPIRY_DAYS, null]);
    expect(TOKEN_EXPIRIES.map(({ days }) => days)).toContain(DEFAULT_TOKEN_EXPIRY);
  });
});
