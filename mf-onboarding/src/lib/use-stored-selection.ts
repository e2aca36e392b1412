import { useCallback, useState } from 'react';
import { readStoredList, writeStoredList, type OnboardingStorageKey } from './onboarding-storage';

const NONE: readonly string[] = [];

/**
 * A multi-select whose value survives between steps and reloads. What is stored wins; with
 * nothing stored the user's saved values seed it (they may arrive after the first render,
 * hence `fallback` is read on every render until the user makes a choice).
 */
export function useStoredSelection(key: OnboardingStorageKey, fallback: readonly string[] | undefined) {
  const [chosen, setChosen] = useState<readonly string[] | null>(() => readStoredList(key));
  const selected = chosen ?? fallback ?? NONE;

  const toggle = useCallback(
    (value: string) => {
      const next = selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value];
      setChosen(next);
      writeStoredList(key, next);
    },
    [key, selected],
  );

  return { selected, toggle };
}
