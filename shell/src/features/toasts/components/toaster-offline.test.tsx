import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@tidings/web-kit/toast-store';
import { Toaster } from './toaster';

// Offline before the service worker had the region's chunk: its download fails.
vi.mock('./toast-region', () => {
  throw new Error('Loading chunk 35 failed.');
});

describe('Toaster whose region cannot download', () => {
  it('keeps the page: the screen stays, the failure is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <>
        <p>The reader stays</p>
        <Toaster />
      </>,
    );
    act(() => void toast({ title: 'Saved on this device', description: "It will be sent when you're back online." }));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('[toasts]'), expect.anything()));
    expect(screen.getByText('The reader stays')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).toBeNull();
  });
});
