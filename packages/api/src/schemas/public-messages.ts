/**
 * The texts the sign-in screen and every first visit show (its checks, its answers, the toasts'
 * titles): a module of their own, because a bundle takes an object whole, and all of `messages`
 * would load with the first visit. `messages` holds these too.
 */
export const publicMessages = {
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  invalidCredentials: 'Invalid credentials',
  accountCreated: 'Account created — sign in.',
  /** Sign-in refused for a while (429); `tooManyAttemptsIn` fills in the wait. */
  tooManyAttempts: 'Too many attempts. Try again later.',
  tooManyAttemptsInOneMinute: 'Too many attempts. Try again in 1 minute.',
  tooManyAttemptsInMinutes: 'Too many attempts. Try again in {minutes} minutes.',
  somethingWentWrongTitle: 'Something went wrong!',
  somethingWentWrong: 'Something went wrong.',
  successTitle: 'Success!',
  passwordUpdated: 'Password updated successfully.',
  recoveryEmailSent: 'Password recovery email sent successfully.',
} as const;

/**
 * The server texts the first visit's screens compare answers with (a reset link refused as
 * invalid), apart from `serverMessages` for the same reason; `serverMessages` holds them too.
 */
export const publicServerMessages = {
  invalidToken: 'Invalid token',
} as const;
