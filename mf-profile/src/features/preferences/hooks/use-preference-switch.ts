import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@tidings/contracts/user';
import { useThemeStore } from '@tidings/web-kit/theme-store';
import { toast } from '@tidings/web-kit/toast-store';
import { applyToCachedUser, useUpdatePreferences } from '../../../lib/update-preferences';

export type SwitchField = 'darkMode' | 'notificationsEnabled' | 'goodNewsMode';

/**
 * One preference switch: it flips at once (dark mode repaints the page there and then), is saved,
 * and goes back to the last saved value with a toast when the save fails. Only the latest change
 * of a switch may roll it back, so quick toggles settle on what the server last accepted.
 */
export function usePreferenceSwitch(user: PublicUser, field: SwitchField) {
  const queryClient = useQueryClient();
  const save = useUpdatePreferences();
  const darkMode = useThemeStore((state) => state.darkMode);
  const checked = field === 'darkMode' ? darkMode : user[field];
  /** The last value the server accepted, and which change it came from. */
  const confirmed = useRef({ value: checked, attempt: 0 });
  const attempts = useRef(0);
  const inFlight = useRef(0);

  function show(value: boolean) {
    if (field === 'darkMode') useThemeStore.getState().setDarkMode(value);
    applyToCachedUser(queryClient, { [field]: value });
  }

  function set(value: boolean) {
    if (inFlight.current === 0) confirmed.current = { value: checked, attempt: attempts.current };
    const attempt = ++attempts.current;
    inFlight.current += 1;
    show(value);
    // mutateAsync settles for every call (mutate's own callbacks fire for the latest call only).
    save.mutateAsync({ [field]: value }).then(
      () => {
        inFlight.current -= 1;
        if (attempt > confirmed.current.attempt) confirmed.current = { value, attempt };
      },
      () => {
        inFlight.current -= 1;
        if (attempt !== attempts.current) return;
        show(confirmed.current.value);
        toast({ title: 'Error', description: 'Failed to save your preferences. Please try again.', variant: 'destructive' });
      },
    );
  }

  return { checked, set };
}
