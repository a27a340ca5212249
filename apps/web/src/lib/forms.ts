import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useEffectEvent } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

export interface ZodFormOptions<TValues> {
  /**
   * The values the form starts from, and returns to on each opening: every field (the
   * intersection is react-hook-form's own, partial, type, which a complete value also is).
   */
  defaultValues: TValues & DefaultValues<TValues>;
  /**
   * The form lives in a dialog: every time this turns true it starts again from `defaultValues`,
   * so a cancelled edit leaves nothing behind for the next opening.
   */
  isOpen?: boolean;
  /** 'all': every message of a field at once (the admin's user forms). @default 'firstError' */
  criteriaMode?: 'all' | 'firstError';
}

export interface ZodForm<TInput extends FieldValues, TOutput> extends UseFormReturn<
  TInput,
  unknown,
  TOutput
> {
  /**
   * The current values pass the schema. It follows every keystroke, while the messages appear
   * only when a field loses focus: react-hook-form's own `isValid` would follow the messages.
   */
  isValid: boolean;
}

/**
 * Every form of the app: the zod schema validates (the same schemas the API contract exports),
 * each field's message shows when it loses focus, and a submit shows every message at once.
 * A message that shows follows every change of the values, its own field's or another's (a
 * confirmation that now matches): mended, it goes at once, not when a field loses focus, so the
 * blur of a press on Save never takes one away and moves Save from under the pointer.
 */
export function useZodForm<TInput extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TInput>,
  { defaultValues, isOpen, criteriaMode }: ZodFormOptions<TInput>,
): ZodForm<TInput, TOutput> {
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    mode: 'onBlur',
    criteriaMode,
    defaultValues,
  });

  const startOver = useEffectEvent(() => form.reset(defaultValues));
  useEffect(() => {
    if (isOpen) startOver();
  }, [isOpen]);

  const { subscribe, trigger } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        // Only the user's own edits carry an event type; a reset clears the messages anyway.
        callback: ({ type, errors }) => {
          const shown = type ? shownErrorPaths(errors) : [];
          // The paths are the form's own (read from its errors), which no type can say.
          if (shown.length > 0) void trigger(shown as FieldPath<TInput>[]);
        },
      }),
    [subscribe, trigger],
  );

  const values = useWatch({ control: form.control });
  const isValid = schema.safeParse(values).success;
  return { ...form, isValid };
}

/** The paths of the fields that show a message (`root` errors belong to no field). */
function shownErrorPaths(errors: object | undefined, prefix = ''): string[] {
  return Object.entries(errors ?? {}).flatMap(([key, error]: [string, unknown]) => {
    if (typeof error !== 'object' || error === null || (prefix === '' && key === 'root')) return [];
    const path = prefix + key;
    const isShown =
      ('message' in error && typeof error.message === 'string') ||
      ('type' in error && typeof error.type === 'string');
    if (isShown) return [path];
    return shownErrorPaths(error, `${path}.`);
  });
}
