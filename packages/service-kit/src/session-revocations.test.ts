import { describe, expect, it } from 'vitest';
import { jtiRevocationKey, RevocationSet, revocationSubject, userRevocationKey } from './session-revocations.js';
import { isSessionClaims, renewalDue } from './session-token.js';

const session = (sub: string, jti: string, sst: number) => ({ sub, jti, sst });

describe('RevocationSet', () => {
  it('refuses a revoked session id, and nothing else', () => {
    const set = new RevocationSet();
    set.apply(jtiRevocationKey('a'), { until: Date.now() + 1000 });
    expect(set.isRevoked(session('u1', 'a', 1))).toBe(true);
    expect(set.isRevoked(session('u1', 'b', 1))).toBe(false);
  });

  it('refuses a user’s sessions started before the cut-off, bar the excepted one', () => {
    const set = new RevocationSet();
    set.apply(userRevocationKey('u1'), { before: 1000, except: 'keep', until: Date.now() + 1000 });
    expect(set.isRevoked(session('u1', 'x', 999))).toBe(true);
    expect(set.isRevoked(session('u1', 'keep', 999))).toBe(false);
    expect(set.isRevoked(session('u1', 'y', 1000))).toBe(false);
    expect(set.isRevoked(session('u2', 'z', 1))).toBe(false);
  });

  it('keeps the latest cut-off of a user when an older one arrives late', () => {
    const set = new RevocationSet();
    set.apply(userRevocationKey('u1'), { before: 2000, until: Date.now() + 1000 });
    set.apply(userRevocationKey('u1'), { before: 1000, except: 'a', until: Date.now() + 1000 });
    expect(set.isRevoked(session('u1', 'a', 1500))).toBe(true);
  });

  it('forgets deleted keys and entries past their end', () => {
    const set = new RevocationSet();
    set.apply(jtiRevocationKey('a'), { until: 5000 });
    set.apply(userRevocationKey('u1'), { before: 1000, until: 5000 });
    set.apply(jtiRevocationKey('b'), { until: 9000 });
    set.prune(6000);
    expect(set.isRevoked(session('u1', 'a', 1))).toBe(false);
    expect(set.isRevoked(session('u9', 'b', 1))).toBe(true);
    set.apply(jtiRevocationKey('b'), null);
    expect(set.size).toBe(0);
  });

  it('names the JetStream subject of a key', () => {
    expect(revocationSubject(jtiRevocationKey('abc'))).toBe('$KV.tidings_session_revocations.jti.abc');
  });
});

describe('session claims', () => {
  it('need a subject, an id and a start', () => {
    expect(isSessionClaims({ sub: 'u', jti: 'j', sst: 1 })).toBe(true);
    expect(isSessionClaims({ sub: 'u', sst: 1 })).toBe(false);
    expect(isSessionClaims({ sub: 'u', jti: 'j' })).toBe(false);
    expect(isSessionClaims({ jti: 'j', sst: 1 })).toBe(false);
    expect(isSessionClaims(null)).toBe(false);
  });

  it('are due for renewal past half the token window', () => {
    expect(renewalDue({ iat: 100, exp: 200 }, 149)).toBe(false);
    expect(renewalDue({ iat: 100, exp: 200 }, 151)).toBe(true);
    expect(renewalDue({}, 151)).toBe(false);
  });
});
