import { ApiError, publicMessages, tooManyAttemptsIn, type LoginForm } from '@vita/api';
import { PasswordField, Text, TextField } from '@vita/ui';
import { useLocation } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { emailExample, emailFieldProps } from '../../components/email-field';
import { Link } from '../../components/links';
import { blurAfterPress } from '../../lib/blur-after-press';
import { useSignIn } from './api';
import { AuthCard, AuthForm, AuthNotice } from './auth-layout';
import * as styles from './auth-layout.css';

type Field = keyof LoginForm;
type Messages = Partial<Record<Field, string>>;
const fields: readonly Field[] = ['username', 'password'];

/**
 * The messages of the sign-in's rules for `values`, the first of each field. The rules are the
 * contract's `LoginFormSchema`, loaded with zod when a field is first checked: a first visit to
 * /login, the most frequent one, downloads neither before the visitor types.
 */
async function checkLogin(values: () => LoginForm): Promise<Messages> {
  const { LoginFormSchema } = await import('@vita/api/schemas');
  const result = LoginFormSchema.safeParse(values());
  const found: Messages = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as Field;
    found[field] ??= issue.message;
  }
  return found;
}

/**
 * The sign-in form, with the behaviour of every other form of the app (`useZodForm`) in a few
 * lines of state instead of react-hook-form: a field's message shows when it loses focus, a
 * submit shows every message and focuses the first field that has one, and a message that shows
 * follows every change of the values.
 */
function useLoginForm(defaults: LoginForm) {
  const [values, setValues] = useState(defaults);
  const [shown, setShown] = useState<Messages>({});
  const [submitCount, setSubmitCount] = useState(0);
  // What event handlers read: the state of the last render may be older than the last event.
  const latest = useRef(values);
  const shownRef = useRef(shown);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  /** Shows the rules' answer for `which` fields, read from the values when zod is there. */
  async function show(which: readonly Field[]) {
    const found = await checkLogin(() => latest.current);
    const next = { ...shownRef.current };
    for (const field of which) {
      if (found[field]) next[field] = found[field];
      else delete next[field];
    }
    updateShown(next);
    return found;
  }

  function updateShown(next: Messages) {
    shownRef.current = next;
    setShown(next);
  }

  function change(field: Field, value: string) {
    const next = { ...latest.current, [field]: value };
    latest.current = next;
    setValues(next);
    const showing = fields.filter((name) => shownRef.current[name] !== undefined);
    if (showing.length > 0) void show(showing);
  }

  function fieldProps(field: Field) {
    return {
      name: field,
      value: values[field],
      onChange: (value: string) => change(field, value),
      onBlur: blurAfterPress(() => void show([field])),
      inputRef: (input: HTMLInputElement | null) => {
        inputs.current[field] = input;
      },
      isInvalid: shown[field] !== undefined,
      errorMessage: shown[field],
    };
  }

  /** Checks every field; with no message, `onValid` gets the values. */
  function submit(onValid: (values: LoginForm) => void) {
    return (event: { preventDefault: () => void }) => {
      event.preventDefault();
      setSubmitCount((count) => count + 1);
      void show(fields).then((found) => {
        const first = fields.find((field) => found[field] !== undefined);
        if (first) inputs.current[first]?.focus();
        else onValid(latest.current);
      });
    };
  }

  /** A message of the server's, under a field until its value changes. */
  function setMessage(field: Field, message: string) {
    updateShown({ ...shownRef.current, [field]: message });
  }

  return { fieldProps, submit, setMessage, submitCount };
}

export function LoginPage() {
  // Straight after sign-up: say so, and start from the new account's e-mail.
  const created = useLocation({ select: (location) => location.state.accountCreated });
  const form = useLoginForm({ username: created?.email ?? '', password: '' });
  const login = useSignIn({
    // The error toast comes from the query client; the field message is this screen's own.
    onError: (error) => {
      const message = signInFailure(error);
      if (message) form.setMessage('username', message);
    },
  });

  return (
    <AuthCard
      title="Sign in to your account"
      footer={
        <Text>
          Don&apos;t have an account? <Link to="/signup">Sign up</Link>
        </Text>
      }
    >
      <AuthForm
        onSubmit={form.submit((values) => login.mutate(values))}
        submitLabel="Sign In"
        pendingLabel="Signing in..."
        isPending={login.isPending}
      >
        {/* Until the first try: then the answer to it is what matters. */}
        {created && form.submitCount === 0 ? (
          <AuthNotice tone="success">{publicMessages.accountCreated}</AuthNotice>
        ) : null}
        <TextField
          {...form.fieldProps('username')}
          {...emailFieldProps}
          placeholder={emailExample}
        />
        <PasswordField
          {...form.fieldProps('password')}
          label="Password"
          autoComplete="current-password"
        />
        <div className={styles.inlineEnd}>
          <Link to="/recover-password">Forgot your password?</Link>
        </div>
      </AuthForm>
    </AuthCard>
  );
}

/**
 * The message under Email for a refused sign-in: wrong credentials (400 or 401), or too many
 * attempts (429, with the wait the server asks for). Anything else (a busy server, no network) is
 * not the credentials' fault: the error toast alone tells it.
 */
function signInFailure(error: Error): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 429) return tooManyAttemptsIn(error.retryAfterSeconds);
  if (error.status === 400 || error.status === 401) return publicMessages.invalidCredentials;
  return undefined;
}
