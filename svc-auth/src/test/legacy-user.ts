/** A `users` row as svc-auth wrote it before NFKC keys, skeletons and the test-account flag. */
export function legacyRow(username: string, passwordHash: string) {
  return {
    username,
    usernameKey: username.trim().toLowerCase(),
    passwordHash,
    interests: [],
    followingPersonalities: [],
    blockedTopics: [],
    darkMode: false,
    notificationsEnabled: true,
    goodNewsMode: false,
    onboardingCompleted: false,
    createdAt: new Date(),
    currentStreak: 0,
    maxStreak: 0,
    lastStreakDate: null,
    articlesReadToday: 0,
    totalArticlesRead: 0,
  };
}
