import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient } from '@tidings/web-kit/query-client';
import { useToastStore } from '@tidings/web-kit/toast-store';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import OnboardingApp from '../app/onboarding-app';

/** Stands in for the shell's toast region: one list tests can read by role. */
function ToastList() {
  const toasts = useToastStore((state) => state.toasts);
  return (
    <ul aria-label="Notifications">
      {toasts.map((toast) => (
        <li key={toast.id} data-variant={toast.variant}>
          <span>{toast.title}</span>
          {toast.description && <span>{toast.description}</span>}
        </li>
      ))}
    </ul>
  );
}

function LocationProbe() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

/** Mounts the remote the way the shell does: at /onboarding/*, inside its providers. */
export function renderOnboarding(path: string) {
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/onboarding/*" element={<OnboardingApp />} />
          <Route path="/" element={<p>Feed home</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <ToastList />
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient };
}
