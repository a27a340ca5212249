import {
  BasicInfoSchema,
  errorMessage,
  profileMutations,
  type BasicInfoPublic,
  type ProfileDraft,
} from '@vita/api';
import { useMemo, useState } from 'react';
import { useApiMutation } from '../../lib/mutations';
import { refusalOf } from './use-section-editor';
import { useApi } from '../../lib/services';

/** The basic information as the form holds it: every field a string ('' when empty). */
export interface BasicInfoValues {
  professional_title: string;
  location: string;
  professional_summary: string;
  phone: string;
  linkedin_url: string;
  github_url: string;
  portfolio_url: string;
}

const FIELDS = [
  'professional_title',
  'location',
  'professional_summary',
  'phone',
  'linkedin_url',
  'github_url',
  'portfolio_url',
] as const satisfies readonly (keyof BasicInfoValues)[];

/**
 * The form's starting values: what was read from an uploaded CV where it read something (those
 * fields are marked for review), else what is saved, else empty.
 */
export function basicInfoStart(
  saved: BasicInfoPublic | null | undefined,
  draft?: ProfileDraft,
): { values: BasicInfoValues; imported: Set<string> } {
  const imported = new Set<string>();
  const values = {} as BasicInfoValues;
  for (const field of FIELDS) {
    const read = draft?.basic_info[field]?.trim();
    if (read) imported.add(field);
    values[field] = read || saved?.[field] || '';
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
        setImported(new Set([...imported].filter((field) => !changed.includes(field as never))));
      }
      setValues(next);
    },
    onFieldBlur(field: string) {
      if (!touched.has(field)) setTouched(new Set(touched).add(field));
    },
    onSubmit() {
      setSubmitted(true);
      if (Object.keys(allErrors).length > 0) {
        setRefusals(refusals + 1);
        return;
      }
      if (save.isPending) return;
      setFormError(undefined);
      save.mutate(values);
    },
  };
}
