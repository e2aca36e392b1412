import { Schema, type Types } from 'mongoose';
import type { PublicUser } from '@tidings/contracts/user';
import { pendingEventsSchema } from '@tidings/service-kit/pending-events';

/** A `users` document: every field of spec section 3, the password as an argon2id hash. */
export interface UserRecord {
  _id: Types.ObjectId;
  username: string;
  /** NFKC + case folded (`username.ts`); unique, so 'Alice' and 'alice' are one account. Login finds by it. */
  usernameKey: string;
  /** The confusable skeleton (`username.ts`); unique, so 'tеstuser' (Cyrillic е) cannot join 'testuser'. */
  usernameSkeleton: string;
  /** The built-in 'Quick Test Login' account; it cannot sign in while TEST_ACCOUNT_ENABLED is off. */
  testAccount?: boolean;
  passwordHash: string;
  interests: string[];
  followingPersonalities: string[];
  blockedTopics: string[];
  darkMode: boolean;
  notificationsEnabled: boolean;
  goodNewsMode: boolean;
  onboardingCompleted: boolean;
  /**
   * The version of the preferences: the `updatedAt` of their last snapshot event, strictly
   * increasing per user whichever instance (and clock) stored the change. Absent before the first.
   */
  preferencesUpdatedAt?: Date;
  createdAt: Date;
  currentStreak: number;
  maxStreak: number;
  /** The day (YYYY-MM-DD) the streak last grew; null before the first read. */
  lastStreakDate: string | null;
  articlesReadToday: number;
  totalArticlesRead: number;
}

export const userSchema = new Schema<UserRecord>(
  {
    username: { type: String, required: true },
    usernameKey: { type: String, required: true },
    usernameSkeleton: { type: String, required: true },
    testAccount: { type: Boolean },
    passwordHash: { type: String, required: true },
    interests: { type: [String], default: [] },
    followingPersonalities: { type: [String], default: [] },
    blockedTopics: { type: [String], default: [] },
    darkMode: { type: Boolean, default: false },
    notificationsEnabled: { type: Boolean, default: true },
    goodNewsMode: { type: Boolean, default: false },
    onboardingCompleted: { type: Boolean, default: false },
    preferencesUpdatedAt: { type: Date },
    createdAt: { type: Date, default: () => new Date() },
    currentStreak: { type: Number, default: 0 },
    maxStreak: { type: Number, default: 0 },
    lastStreakDate: { type: String, default: null },
    articlesReadToday: { type: Number, default: 0 },
    totalArticlesRead: { type: Number, default: 0 },
  },
  { collection: 'users', versionKey: false },
);
userSchema.index({ usernameKey: 1 }, { unique: true, name: 'usernameKey_unique' });
userSchema.index({ usernameSkeleton: 1 }, { unique: true, name: 'usernameSkeleton_unique' });
userSchema.plugin(pendingEventsSchema);

/** The user as /api answers it: id as a string, dates as ISO strings, never the hash. */
export function toPublicUser(user: UserRecord): PublicUser {
  return {
    id: user._id.toString(),
    username: user.username,
    interests: [...user.interests],
    followingPersonalities: [...user.followingPersonalities],
    blockedTopics: [...user.blockedTopics],
    darkMode: user.darkMode,
    notificationsEnabled: user.notificationsEnabled,
    goodNewsMode: user.goodNewsMode,
    onboardingCompleted: user.onboardingCompleted,
    createdAt: user.createdAt.toISOString(),
    currentStreak: user.currentStreak,
    maxStreak: user.maxStreak,
    lastStreakDate: user.lastStreakDate,
    articlesReadToday: user.articlesReadToday,
    totalArticlesRead: user.totalArticlesRead,
  };
}

/** The preferences a snapshot holds (what a preferences event carries of the user row). */
export const PREFERENCE_FIELDS = ['interests', 'followingPersonalities', 'blockedTopics', 'goodNewsMode', 'darkMode', 'notificationsEnabled', 'onboardingCompleted'] as const;
export type PreferenceSnapshot = Record<(typeof PREFERENCE_FIELDS)[number], unknown>;
