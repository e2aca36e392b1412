import { renderWithProviders, type RenderOptions } from '@tidings/web-kit/testing/render-with-providers';
import { AppRoutes } from '../app/app-routes';

/** The whole shell at `path`: its route table, layout and real Toaster, on the kit's providers. */
export function renderApp(path: string, options: Omit<RenderOptions, 'path' | 'route' | 'toastList'> = {}) {
  return renderWithProviders(<AppRoutes />, { ...options, path, toastList: false });
}
