import type { FieldRecord } from './forms/fields';
import {
  BASIC_INFO_FIELDS,
  BasicInfoSchema,
  blankFormValues,
  errorMessage,
  profileMutations,
  type BasicInfoPublic,
  type ProfileDraft,
} from '@vita/api';
import { useMemo, useState } from 'react';
import { useApiMutation } from '../../lib/mutations';
import { refusalOf } from './use-entry-list';
import { useApi } from '../../lib/services';

/** The basic information as the form holds it: every declared field its form value ('' or [] when empty). */
export type BasicInfoValues = FieldRecord;

const FIELDS = BASIC_INFO_FIELDS.map((field) => field.name);
const BLANK = blankFormValues(BASIC_INFO_FIELDS);

/** A value read or saved, when it says something (a list with items, a text not blank). */
function givenValue(
  value: string | readonly string[] | null | undefined,
): string | string[] | null {
  if (typeof value === 'string') return value.trim() || null;
  return value && value.length > 0 ? [...value] : null;
}

/**
 * The form's starting values: what was read from an uploaded CV where it read something (those
 * fields are marked for review), else what is saved, else empty.
 */
export function basicInfoStart(
  saved: BasicInfoPublic | null | undefined,
  draft?: ProfileDraft,
): { values: BasicInfoValues; imported: Set<string> } {
  const imported = new Set<string>();
  const values: BasicInfoValues = {};
  // The file's own e-mail is the contact address it gives (the draft keeps it beside the name).
  const readFields = draft ? { ...draft.basic_info, email: draft.email } : undefined;
  for (const field of FIELDS) {
    const read = givenValue(readFields?.[field]);
    if (read) imported.add(field);
    values[field] = read ?? givenValue(saved?.[field]) ?? BLANK[field] ?? '';
  }
  return { values, imported };
}

function basicInfoErrors(values: BasicInfoValues): Record<string, string> {
  const result = BasicInfoSchema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/**
 * The basic information form: validated by the contract's schema field by field as the user
 * leaves each one (every field after a save attempt); a failed save keeps the values and says why.
 */
export function useBasicInfoEditor(
  start: { values: BasicInfoValues; imported?: ReadonlySet<string> },
  { onSaved }: { onSaved?: () => unknown } = {},
) {
  const api = useApi();
  const mutations = useMemo(() => profileMutations(api), [api]);
  const [values, setValues] = useState(start.values);
  const [imported, setImported] = useState<ReadonlySet<string>>(start.imported ?? new Set());
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | undefined>();
  const [refusals, setRefusals] = useState(0);
  const allErrors = useMemo(() => basicInfoErrors(values), [values]);
  const errors = submitted
    ? allErrors
    : Object.fromEntries(Object.entries(allErrors).filter(([field]) => touched.has(field)));

  const save = useApiMutation(mutations.saveBasicInfo, {
    failure: false,
    onSuccess: () => {
      setFormError(undefined);
      return onSaved?.();
    },
    onError: (error) => setFormError(errorMessage(error)),
  });

  return {
    values,
    errors,
    imported,
    busy: save.isPending,
    formError,
    refusal: refusalOf(refusals, allErrors),
    onChange(next: BasicInfoValues) {
      const changed = FIELDS.filter((field) => next[field] !== values[field]);
      if (changed.some((field) => imported.has(field))) {
        setImported(new Set([...imported].filter((field) => !changed.some((c) => c === field))));
      }
      setValues(next);
    },
    onFieldBlur(field: string) {
      if (!touched.has(field)) setTouched(new Set(touched).add(field));
    },
    onSubmit() {
      setSubmitted(true);
      const checked = BasicInfoSchema.safeParse(values);
      if (!checked.success) {
        setRefusals(refusals + 1);
        return;
      }
      if (save.isPending) return;
      setFormError(undefined);
      save.mutate(checked.data);
    },
  };
}
