import { renderWithProviders } from '@tidings/web-kit/testing/render-with-providers';
import OnboardingApp from '../app/onboarding-app';

/** Mounts the remote the way the shell does: at /onboarding/*, inside the kit's providers. */
export function renderOnboarding(path: string) {
  return renderWithProviders(<OnboardingApp />, { path, route: '/onboarding/*' });
}
