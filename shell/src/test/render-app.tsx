import type { ClientConfig } from '@tidings/contracts/user';
import { createQueryClient } from '@tidings/web-kit/query-client';
import { renderWithProviders, type RenderOptions } from '@tidings/web-kit/testing/render-with-providers';
import { AppRoutes } from '../app/app-routes';
import { clientConfigQuery } from '../features/auth/api/client-config';

export interface AppRenderOptions extends Omit<RenderOptions, 'path' | 'route' | 'toastList'> {
  /** The answer of GET /api/config, primed so /auth renders at once; `'fetch'` leaves it to the stub. */
  clientConfig?: ClientConfig | 'fetch';
}

/** The whole shell at `path`: its route table, layout and real Toaster, on the kit's providers. */
export function renderApp(path: string, { clientConfig = { quickTestLogin: true }, queryClient = createQueryClient(), ...options }: AppRenderOptions = {}) {
  if (clientConfig !== 'fetch') queryClient.setQueryData(clientConfigQuery.queryKey, clientConfig);
  return renderWithProviders(<AppRoutes />, { ...options, queryClient, path, toastList: false });
}
