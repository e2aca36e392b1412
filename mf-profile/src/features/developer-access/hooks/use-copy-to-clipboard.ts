import { useCallback, useEffect, useRef, useState } from 'react';

export type CopyOutcome = 'idle' | 'copied' | 'selected';

/** How long "Copied" stays, so a second copy is announced again. */
export const COPIED_SHOWN_MS = 4000;

/**
 * Copies with the async Clipboard API. When the browser refuses (no permission, an insecure
 * origin, an old browser), the text is selected in its field instead, for the reader to copy
 * with the keyboard or the menu.
 */
export function useCopyToClipboard() {
  const [outcome, setOutcome] = useState<CopyOutcome>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string, field: HTMLInputElement | null) => {
    clearTimeout(timer.current);
    setOutcome('idle');
    try {
      if (!navigator.clipboard) throw new Error('no Clipboard API');
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
      timer.current = setTimeout(() => setOutcome('idle'), COPIED_SHOWN_MS);
    } catch {
      field?.focus();
      field?.select();
      setOutcome('selected');
    }
  }, []);

  return { copy, outcome };
}
