import createError from '@fastify/error';

/** svc-auth's error catalogue: stable codes the clients and the gateway can rely on. */
export const AuthErrors = {
  UsernameTaken: createError('AUTH_USERNAME_TAKEN', 'Username is already taken', 409),
  InvalidCredentials: createError('AUTH_INVALID_CREDENTIALS', 'Invalid username or password', 401),
  RateLimited: createError<[number]>('AUTH_RATE_LIMITED', 'Too many attempts. Try again in %d seconds.', 429),
  /** 400, not 401: the session is fine, and a 401 would sign the app out. */
  CurrentPasswordWrong: createError('AUTH_CURRENT_PASSWORD_INCORRECT', 'Current password is incorrect', 400),
  AccountGone: createError('AUTH_ACCOUNT_NOT_FOUND', 'This account no longer exists; sign in again', 401),
  /**
   * The wrong password once too often on a route that confirms it (password change, deletion):
   * the session that sent it is ended, so 401 — the app signs out, as it must.
   */
  SessionEndedWrongPasswords: createError('AUTH_SESSION_ENDED_WRONG_PASSWORDS', 'Too many wrong passwords: this session has ended. Sign in again.', 401),
  /** Confirming a deletion: 403, not 401 — the session is fine, the password is not. */
  PasswordIncorrect: createError('AUTH_PASSWORD_INCORRECT', 'The password is not correct', 403),
  UsernameReserved: createError('AUTH_USERNAME_RESERVED', 'This username is reserved. Please choose another.', 409),
  TestAccountFixed: createError('AUTH_TEST_ACCOUNT_FIXED', "The test account's password cannot be changed", 403),
  PasswordTooCommon: createError('AUTH_PASSWORD_TOO_COMMON', 'This password is too common. Please choose another.', 400),
  /** Personal access tokens (issue 27): the user holds the most tokens one may. */
  TokenLimitReached: createError<[number]>('TOKEN_LIMIT_REACHED', 'You have %d access tokens, the most one account may have. Revoke one to make another.', 409),
  /** Unknown, or another user's: the same answer, so ids of other users' tokens cannot be probed. */
  TokenNotFound: createError('TOKEN_NOT_FOUND', 'No such access token', 404),
  PasswordLikeUsername: createError('AUTH_PASSWORD_LIKE_USERNAME', 'This password is too close to your username. Please choose another.', 400),
};
