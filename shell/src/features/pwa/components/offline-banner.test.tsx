import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { reportNetworkFailure, reportNetworkSuccess, resetConnectivityForTest } from '@tidings/web-kit/offline/connectivity';
import { OFFLINE_BANNER_TEXT, OfflineBanner } from './offline-banner';

afterEach(() => resetConnectivityForTest());

describe('OfflineBanner', () => {
  it('says so in a polite status region while offline, and goes when the network returns', () => {
    render(<OfflineBanner />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    act(() => reportNetworkFailure());
    expect(region.textContent).toBe(OFFLINE_BANNER_TEXT);
    act(() => reportNetworkSuccess());
    expect(region.textContent).toBe('');
  });
});
