import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@tidings/rspack-config/create-remote-config';

// The shell mounts OnboardingApp at /onboarding/*; it renders the three steps with relative routes.
export default createRemoteConfig({
  name: 'mf_onboarding',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  exposes: { OnboardingApp: './src/app/onboarding-app.tsx' },
});
