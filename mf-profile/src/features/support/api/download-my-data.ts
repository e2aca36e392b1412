import { useMutation } from '@tanstack/react-query';
import { apiResponse } from '@tidings/web-kit/api-client';
import { toast } from '@tidings/web-kit/toast-store';
import { serverMessage } from '../../../lib/server-message';

export const EXPORT_URL = '/api/user/export';
const FALLBACK_NAME = 'tidings-export.json';

/**
 * GET /api/user/export, saved as the file the server names. Fetched (not a plain link) so a
 * failure shows as a toast in the app instead of a broken download.
 */
export async function downloadMyData(): Promise<string> {
  const response = await apiResponse(EXPORT_URL);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? FALLBACK_NAME;
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser; a tick later the object URL can go.
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  }
  return name;
}

export function useDownloadMyData() {
  return useMutation({
    mutationFn: downloadMyData,
    onSuccess: (name) => toast({ title: 'Your data is downloading', description: name }),
    onError: (error) =>
      toast({
        title: 'Download failed',
        description: serverMessage(error, 'Your data could not be gathered right now. Please try again shortly.'),
        variant: 'destructive',
      }),
  });
}
