import { TOKEN_SCOPES } from '@tidings/contracts/access-tokens';
import { describe, expect, it } from 'vitest';
import { ANY_METHOD, ROUTE_MAP } from './route-map.js';
import { tokenScopeRefusal } from './token-scope-refusal.js';

const shape = (template: string) => template.replace(/:[^/]+/g, ':');

describe('refusing a token at the gateway', () => {
  it('refuses only what TOKEN_SCOPES really closes: no exact rule differs from a listed route in its parameter names alone', () => {
    for (const rule of ROUTE_MAP.filter((candidate) => candidate.auth === 'session' && !candidate.pattern.endsWith('*'))) {
      expect(rule.methods).not.toBe(ANY_METHOD);
      for (const method of rule.methods === ANY_METHOD ? [] : rule.methods) {
        if (tokenScopeRefusal(method, rule, ['read', 'write']) === null) continue;
        const lookalikes = Object.keys(TOKEN_SCOPES).filter((key) => key.startsWith(`${method} `) && shape(key.slice(method.length + 1)) === shape(rule.pattern));
        expect(lookalikes, `${method} ${rule.pattern}`).toEqual([]);
      }
    }
  });

  it('leaves public and broad rules to the services', () => {
    const publicRule = ROUTE_MAP.find((rule) => rule.pattern === '/api/categories')!;
    const broadRule = ROUTE_MAP.find((rule) => rule.pattern === '/api/bookmarks*')!;
    expect(tokenScopeRefusal('GET', publicRule, ['read'])).toBeNull();
    expect(tokenScopeRefusal('POST', broadRule, ['read'])).toBeNull();
  });
});
