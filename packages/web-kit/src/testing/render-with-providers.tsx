import type { ReactElement } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import type { PublicUser } from '@tidings/contracts/user';
import { createQueryClient } from '../query-client';
import { useToastStore } from '../toast-store';
import { USER_QUERY_KEY } from '../user';

/** Stands in for the shell's toast region: one list tests read by role. */
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
}

/** Renders UI the way the shell hosts it: the one QueryClient, a router, the toast region. */
export function renderWithProviders(ui: ReactElement, { path = '/', user, queryClient = createQueryClient() }: RenderOptions = {}) {
  if (user !== undefined) queryClient.setQueryData(USER_QUERY_KEY, user);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={Array.isArray(path) ? path : [path]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
      <ToastList />
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

/** The open toast with this title (waiting for it), with its description and variant. */
export async function findToast(title: string) {
  const list = screen.getByRole('list', { name: 'Notifications', hidden: true });
  const titleNode = await within(list).findByText(title);
  const item = titleNode.closest('li');
  if (!item) throw new Error(`toast "${title}" is not in the list`);
  return { description: item.textContent?.slice(title.length) ?? '', variant: item.getAttribute('data-variant') };
}

export function toastTitles(): string[] {
  return within(screen.getByRole('list', { name: 'Notifications', hidden: true }))
    .queryAllByRole('listitem', { hidden: true })
    .map((item) => item.firstElementChild?.textContent ?? '');
}
