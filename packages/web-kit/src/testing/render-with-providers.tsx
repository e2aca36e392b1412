import type { ReactElement } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { PublicUser } from '@tidings/contracts/user';
import { createQueryClient } from '../query-client';
import { useToastStore } from '../toast-store';
import { USER_QUERY_KEY } from '../user';

/**
 * Stands in for the shell's toast region (a remote's tests cannot mount the shell's Toaster): one
 * list tests read by role. `findToast` and `toastTitles` read the real region just as well.
 */
function ToastList() {
  const toasts = useToastStore((state) => state.toasts);
  return (
    <ul aria-label="Notifications">
      {toasts
        .filter((toast) => toast.open)
        .map((toast) => (
          <li key={toast.id} data-variant={toast.variant}>
            <span>{toast.title}</span>
            {toast.description ? <span>{toast.description}</span> : null}
          </li>
        ))}
    </ul>
  );
}

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Current path">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderOptions {
  /** The router's start: a path, or several entries (the last is current). */
  path?: string | string[];
  /** A signed-in user (primed in the user query), null for a visitor, undefined to fetch it. */
  user?: PublicUser | null;
  queryClient?: QueryClient;
  /**
   * The route the UI is mounted at, as in the shell's route table (e.g. '/onboarding/*' for a
   * remote that routes inside itself); any other path renders nothing, so a test sees the UI
   * navigate away. Without it the UI renders whatever the path.
   */
  route?: string;
  /** Off when the UI brings the shell's own Toaster (the shell's app routes do). */
  toastList?: boolean;
}

/** Renders UI the way the shell hosts it: the one QueryClient, a router, the toast region. */
export function renderWithProviders(ui: ReactElement, { path = '/', user, queryClient = createQueryClient(), route, toastList = true }: RenderOptions = {}) {
  if (user !== undefined) queryClient.setQueryData(USER_QUERY_KEY, user);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={Array.isArray(path) ? path : [path]}>
        {route === undefined ? (
          ui
        ) : (
          <Routes>
            <Route path={route} element={ui} />
            <Route path="*" element={null} />
          </Routes>
        )}
        <LocationProbe />
      </MemoryRouter>
      {toastList ? <ToastList /> : null}
    </QueryClientProvider>,
  );
  return { ...view, user: userEvent.setup(), queryClient };
}

// The probes are read with `hidden: true`: an open modal dialog marks the rest of the page
// aria-hidden, and tests still need the path and the toasts while one is open.

/** The current router path (and query string), as the probe shows it. */
export function currentPath(): string {
  return screen.getByRole('status', { name: 'Current path', hidden: true }).textContent ?? '';
}

/** The stand-in list, or the shell's real region ("Notifications (F8)") when the UI brings it. */
function toastContainer(): HTMLElement | null {
  return screen.queryByRole('list', { name: 'Notifications', hidden: true }) ?? screen.queryByRole('region', { name: 'Notifications (F8)', hidden: true });
}

/** The open toast with this title (waiting for it, and for the shell's region to load), with its description and variant. */
export async function findToast(title: string) {
  const container = await waitFor(() => {
    const found = toastContainer();
    if (!found) throw new Error('no toast region yet');
    return found;
  });
  const titleNode = await within(container).findByText(title);
  const item = titleNode.closest('li');
  if (!item) throw new Error(`toast "${title}" is not in the list`);
  return { description: item.textContent?.slice(title.length).trim() ?? '', variant: item.getAttribute('data-variant') };
}

export function toastTitles(): string[] {
  const container = toastContainer();
  if (!container) return [];
  return within(container)
    .queryAllByRole('listitem', { hidden: true })
    .map((item) => item.firstElementChild?.textContent ?? '');
}
