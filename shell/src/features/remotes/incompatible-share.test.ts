import { describe, expect, it } from 'vitest';
import { describeIncompatibleShare, incompatibleShare, strictVersionMessage } from './incompatible-share';

// The text @module-federation/runtime-core throws for a `strictVersion` singleton it cannot satisfy.
const RUNTIME_ERROR = new Error('[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module @tidings/web-kit/ui/button does not satisfy the requirement of mf_discover which needs ^2.0.0)');

describe('incompatibleShare', () => {
  it("reads the remote, what it needs and what the page has from the runtime's error", () => {
    expect(incompatibleShare(RUNTIME_ERROR)).toEqual({ remote: 'mf_discover', module: '@tidings/web-kit/ui/button', needs: '^2.0.0', has: '1.0.0', providedBy: 'shell' });
  });

  it('is null for any other failure', () => {
    expect(incompatibleShare(new Error('Failed to fetch'))).toBeNull();
  });

  it('names all three in the console message', () => {
    const message = describeIncompatibleShare(incompatibleShare(RUNTIME_ERROR)!);
    expect(message).toContain('Remote mf_discover is incompatible');
    expect(message).toContain('it needs @tidings/web-kit/ui/button ^2.0.0');
    expect(message).toContain('the shell provides 1.0.0');
  });

  it("writes the shell's own refusal in the runtime's words, so it reads back the same", () => {
    const share = incompatibleShare(RUNTIME_ERROR)!;
    expect(incompatibleShare(new Error(strictVersionMessage(share)))).toEqual(share);
  });
});
