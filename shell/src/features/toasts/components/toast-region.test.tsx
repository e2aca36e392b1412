import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@tidings/web-kit/toast-store';
import { ToastRegion } from './toast-region';

// Radix renders the region as a list of toasts and announces each one through a separate
// live region (role=status) outside it.
const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const visibleToasts = () => within(region()).queryAllByRole('listitem');
const announcement = (text: RegExp) => screen.findByText(text, { selector: '[role="status"]' });

describe('ToastRegion', () => {
  it('shows one toast at a time, the newest', () => {
    render(<ToastRegion />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second', description: 'Newest wins' });
    });
    expect(visibleToasts()).toHaveLength(1);
    expect(visibleToasts()[0]?.textContent).toContain('Second');
    expect(visibleToasts()[0]?.textContent).toContain('Newest wins');
  });

  it('announces a toast to screen readers, title and description as separate words', async () => {
    render(<ToastRegion />);
    act(() => void toast({ title: 'Saved', description: 'All done' }));
    const status = await announcement(/Saved\s+All done/);
    expect(status.getAttribute('aria-live')).toBe('polite');
  });

  it('announces a destructive toast assertively', async () => {
    render(<ToastRegion />);
    act(() => void toast({ title: 'Login failed', description: 'Try again', variant: 'destructive' }));
    const status = await announcement(/Login failed\s+Try again/);
    expect(status.getAttribute('aria-live')).toBe('assertive');
  });

  it('dismisses a toast after 5000 ms', () => {
    vi.useFakeTimers();
    render(<ToastRegion />);
    act(() => void toast({ title: 'Saved' }));
    act(() => vi.advanceTimersByTime(4999));
    expect(visibleToasts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(visibleToasts()).toHaveLength(0);
  });

  it('offers a toast\'s action, which runs and closes the toast', () => {
    const onSelect = vi.fn();
    render(<ToastRegion />);
    act(() => void toast({ title: 'New version available', action: { label: 'Reload', onSelect } }));
    fireEvent.click(within(region()).getByRole('button', { name: 'Reload' }));
    expect(onSelect).toHaveBeenCalledOnce();
    expect(visibleToasts()).toHaveLength(0);
  });

  it('closes with its close button', () => {
    render(<ToastRegion />);
    act(() => void toast({ title: 'Saved' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(visibleToasts()).toHaveLength(0);
  });

  it('moves focus to the notifications with F8', () => {
    render(<ToastRegion />);
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(region().contains(document.activeElement)).toBe(true);
  });

  it('is dismissed by a swipe right of more than 50 px, not by a shorter one', () => {
    render(<ToastRegion />);
    act(() => void toast({ title: 'Swipe me' }));
    const item = visibleToasts()[0]!;
    fireEvent.pointerDown(item, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(item, { clientX: 140, pointerId: 1 });
    fireEvent.pointerUp(item, { clientX: 140, pointerId: 1 });
    expect(visibleToasts()).toHaveLength(1);
    fireEvent.pointerDown(item, { clientX: 100, pointerId: 1 });
    fireEvent.pointerUp(item, { clientX: 40, pointerId: 1 });
    expect(visibleToasts()).toHaveLength(1);
    fireEvent.pointerDown(item, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(item, { clientX: 151, pointerId: 1 });
    fireEvent.pointerUp(item, { clientX: 151, pointerId: 1 });
    expect(visibleToasts()).toHaveLength(0);
  });

  it('styles the destructive variant differently', () => {
    render(<ToastRegion />);
    act(() => void toast({ title: 'Fine' }));
    const plainClass = visibleToasts()[0]!.className;
    act(() => void toast({ title: 'Broken', variant: 'destructive' }));
    expect(visibleToasts()[0]!.className).not.toBe(plainClass);
  });
});
