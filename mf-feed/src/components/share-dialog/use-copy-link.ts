import { useCallback } from 'react';
import { toast } from '@tidings/web-kit/toast-store';

/**
 * Copies a link with the spec's toasts (section 2 and 8). Answers whether it was copied, so the
 * dialog closes only on success. No clipboard (an insecure origin, an old browser) is a failure.
 */
export function useCopyLink() {
  return useCallback(async (link: string): Promise<boolean> => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(link);
      toast({ title: 'Link copied to clipboard', description: 'You can now share it with your friends' });
      return true;
    } catch (error) {
      console.warn('Copying the share link failed', error);
      toast({ title: 'Failed to copy link', description: 'Please try again', variant: 'destructive' });
      return false;
    }
  }, []);
}
