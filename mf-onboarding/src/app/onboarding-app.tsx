import { Navigate, Route, Routes } from 'react-router';
import { InterestsStep } from '../features/interests/components/interests-step';
import { PersonalitiesStep } from '../features/personalities/components/personalities-step';
import { PreferencesStep } from '../features/preferences/components/preferences-step';

/**
 * Exposed as './OnboardingApp'. The shell mounts it at /onboarding/* inside its router,
 * QueryClientProvider, toast region and theme, so it adds no providers of its own.
 */
export default function OnboardingApp() {
  return (
    <Routes>
      <Route path="interests" element={<InterestsStep />} />
      <Route path="personalities" element={<PersonalitiesStep />} />
      <Route path="preferences" element={<PreferencesStep />} />
      <Route index element={<Navigate to="interests" replace />} />
      {/* Absolute: a relative path inside a splat route resolves against the unknown segments. */}
      <Route path="*" element={<Navigate to="/onboarding/interests" replace />} />
    </Routes>
  );
}
