import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useEffectEvent } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

export interface ZodFormOptions<TValues> {
  /** The values the form starts from, and returns to on each opening. */
  defaultValues: TValues;
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
 */
export function useZodForm<TInput extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TInput>,
  { defaultValues, isOpen, criteriaMode }: ZodFormOptions<TInput>,
): ZodForm<TInput, TOutput> {
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    mode: 'onBlur',
    criteriaMode,
    defaultValues: defaultValues as DefaultValues<TInput>,
  });

  const startOver = useEffectEvent(() => form.reset(defaultValues));
  useEffect(() => {
    if (isOpen) startOver();
  }, [isOpen]);

  const values = useWatch({ control: form.control });
  const isValid = schema.safeParse(values).success;
  return { ...form, isValid };
}
