import { describe, expect, it } from 'vitest';
import { isInstalledApp } from './installed-app';

function windowWith(modes: string[], standalone?: boolean): Window {
  return {
    navigator: { standalone },
    matchMedia: (query: string) => ({ matches: modes.some((mode) => query === `(display-mode: ${mode})`) }),
  } as unknown as Window;
}

describe('isInstalledApp', () => {
  it.each(['standalone', 'minimal-ui', 'window-controls-overlay'])('is installed in display mode %s', (mode) => {
    expect(isInstalledApp(windowWith([mode]))).toBe(true);
  });

  it('is installed when iOS says navigator.standalone', () => {
    expect(isInstalledApp(windowWith([], true))).toBe(true);
  });

  it('is not installed in a browser tab', () => {
    expect(isInstalledApp(windowWith(['browser']))).toBe(false);
  });
});
