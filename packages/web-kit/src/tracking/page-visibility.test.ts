import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPageVisible, onPageVisibilityChange } from './page-visibility';
import { resetPageVisibility, restorePageFromCache, setPageVisibility } from './testing/page-visibility-driver';

describe('page visibility', () => {
  afterEach(resetPageVisibility);

  it('reports each change once, whichever of visibilitychange, pagehide and pageshow carries it', () => {
    const listener = vi.fn();
    const stop = onPageVisibilityChange(listener);
    setPageVisibility('hidden');
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(isPageVisible()).toBe(false);
    restorePageFromCache();
    setPageVisibility('visible');
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true })); // a browser that only fires pagehide
    expect(listener.mock.calls).toEqual([[false], [true], [false]]);
    stop();
    setPageVisibility('visible');
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
