// The e-mail field's words, apart from react-hook-form's binding: the sign-in form, on every
// first visit, shows the same field without that library.

/** The e-mail field of the sign-in, sign-up, recovery and profile forms. */
export const emailFieldProps = {
  label: 'Email',
  type: 'email',
  autoComplete: 'email',
} as const;

/** The example address it shows, left out where the field already holds one. */
export const emailExample = 'you@example.com';
