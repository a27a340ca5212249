/** How deep into an error's causes the log follows. */
const CAUSE_DEPTH = 3;

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/**
 * An error as the logs hold it: its kind, code, message and stack frames, and its causes the same
 * way, but none of its other fields and no query parameters. A failed query's message ends with
 * its parameters (a member's question, their profile's texts), and an error's own fields can hold
 * whole requests (a language model call's body): logged as they are, they would put the members'
 * words in the log.
 */
export function loggableError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const clean = (text: string) => text.replace(/\s*params:[\s\S]*$/, '');
  const code = (error as { code?: unknown }).code;
  const cause =
    error.cause instanceof Error && depth < CAUSE_DEPTH
      ? loggableError(error.cause, depth + 1)
      : undefined;
  return {
    type: error.name,
    message: clean(error.message),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    // The frames only: the stack's first line repeats the message.
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
    ...(cause ? { cause } : {}),
  };
}
