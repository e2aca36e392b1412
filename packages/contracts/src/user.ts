import { z } from 'zod';
import { INTEREST_CHOICES } from './catalogue.js';
import { PERSONALITY_NAME_MAX_CHARS, PREFERENCE_LIST_MAX, TOPIC_MAX_CHARS } from './user-limits.js';

// Messages are the spec's (section 5) where it gives one; bounds it leaves open are ours.
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

/**
 * Characters that show as nothing or move the text around them: controls (Cc), format characters
 * (Cf: zero-width spaces and joiners, bidi embeddings, overrides and isolates, the soft hyphen),
 * private use, lone surrogates and other default-ignorables (variation selectors, fillers).
 */
const INVISIBLE_OR_CONTROL = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Default_Ignorable_Code_Point}]/u;
export const USERNAME_INVISIBLE_MESSAGE = 'Username cannot contain invisible or control characters';

/** NFKC first, so the bounds count what is stored ('ｔｅｓｔ' is 'test'). */
export const usernameSchema = z
  .string({ error: 'Username is required' })
  .overwrite((value) => value.normalize('NFKC'))
  .min(1, 'Username is required')
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
  .regex(/^\S+$/, 'Username cannot contain spaces')
  .refine((value) => !INVISIBLE_OR_CONTROL.test(value), USERNAME_INVISIBLE_MESSAGE);

export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

/** POST /api/register. confirmPassword is a client-side field and is never sent. */
export const registerBodySchema = z.strictObject({
  username: usernameSchema,
  password: newPasswordSchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** POST /api/login: only presence is checked, so a login never reveals the rules. */
export const loginBodySchema = z.strictObject({
  username: z.string({ error: 'Username is required' }).min(1, 'Username is required').max(USERNAME_MAX * 4),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX * 4),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The client form of the register tab, with the confirmation the server never sees. */
export const registerFormSchema = z
  .object({
    username: usernameSchema,
    password: newPasswordSchema,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const loginFormSchema = z.object({
  username: z.string().min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required'),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

const topicSchema = z.string().trim().min(1, 'Topics cannot be empty').max(TOPIC_MAX_CHARS, `Topics must be at most ${TOPIC_MAX_CHARS} characters`);
const personalityNameSchema = z.string().trim().min(1).max(PERSONALITY_NAME_MAX_CHARS);

/** PATCH /api/user/preferences: any subset of these fields, nothing else. */
export const preferencesBodySchema = z
  .strictObject({
    darkMode: z.boolean(),
    notificationsEnabled: z.boolean(),
    goodNewsMode: z.boolean(),
    onboardingCompleted: z.boolean(),
    interests: z.array(z.enum(INTEREST_CHOICES)).max(INTEREST_CHOICES.length),
    followingPersonalities: z.array(personalityNameSchema).max(PREFERENCE_LIST_MAX),
    blockedTopics: z.array(topicSchema).max(PREFERENCE_LIST_MAX),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Send at least one preference to change' });
export type PreferencesBody = z.infer<typeof preferencesBodySchema>;

/** The user as /api answers it: never the password hash. */
export const publicUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  interests: z.array(z.string()),
  followingPersonalities: z.array(z.string()),
  blockedTopics: z.array(z.string()),
  darkMode: z.boolean(),
  notificationsEnabled: z.boolean(),
  goodNewsMode: z.boolean(),
  onboardingCompleted: z.boolean(),
  createdAt: z.string(),
  currentStreak: z.number().int(),
  maxStreak: z.number().int(),
  lastStreakDate: z.string().nullable(),
  articlesReadToday: z.number().int(),
  totalArticlesRead: z.number().int(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** POST /api/logout: always this, signed in or not. */
export const logoutResponseSchema = z.object({ ok: z.literal(true) });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

/** POST /api/session/renew: the renewed token's idle expiry (the cookie carries the token). */
export const sessionRenewResponseSchema = z.object({ expiresAt: z.iso.datetime() });
export type SessionRenewResponse = z.infer<typeof sessionRenewResponseSchema>;

/** POST /api/user/password: the new password follows registration's rules; the current one is only checked. */
export const changePasswordBodySchema = z.strictObject({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(PASSWORD_MAX * 4),
  newPassword: newPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
export const changePasswordResponseSchema = z.object({ ok: z.literal(true) });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;
/** GET /api/config: what the public auth screen may offer, before anyone signs in. */
export const clientConfigSchema = z.object({
  /** Whether the built-in 'Quick Test Login' account is enabled (TEST_ACCOUNT_ENABLED). */
  quickTestLogin: z.boolean(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
