import { describe, expect, it, vi } from 'vitest';
import { registerGlobalPlugins, registerPlugins } from '@module-federation/enhanced/runtime';
import { registerFederationPlugins } from './register-federation-plugins';

vi.mock('@module-federation/enhanced/runtime', () => ({ registerGlobalPlugins: vi.fn(), registerPlugins: vi.fn(), satisfy: vi.fn() }));

const names = (mock: unknown) => (vi.mocked(mock as (plugins: { name: string }[]) => void).mock.calls[0]?.[0] ?? []).map((plugin) => plugin.name);

describe('registerFederationPlugins', () => {
  it("gives the share rules to the shell's own instance as well as to every remote's", () => {
    registerFederationPlugins();
    expect(names(registerGlobalPlugins)).toEqual(['tidings-compatible-share']);
    expect(names(registerPlugins)).toEqual(expect.arrayContaining(['tidings-remote-fallback', 'tidings-compatible-share']));
  });
});
