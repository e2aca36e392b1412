// The shell hosts this remote through './OnboardingApp'; the remote's own entry renders nothing.
export {};
