import { fieldsNeedAttention, PROFILE_SECTIONS, type ProfileSection } from '@vita/api';
import { useMemo, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useZodForm } from '../../lib/forms';
import { toSectionBody, type FormEntry } from './entries';

/**
 * What a list section's form holds. Each entry is taken as it is; the refinement judges the list
 * with the contract's list schema (the same one the save is judged by) and puts its messages under
 * `entries.*`, so the form and the server never disagree about a value.
 */
export function entryListSchema(section: ProfileSection) {
  return z.object({ entries: z.array(z.custom<FormEntry>()) }).superRefine(({ entries }, ctx) => {
    const result = PROFILE_SECTIONS[section].list.safeParse(toSectionBody(entries));
    for (const issue of result.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['entries', ...issue.path] });
    }
  });
}

/**
 * What a refused save says while fields still need attention: how many, and which refusal it is
 * (each one moves focus to the first invalid field again).
 */
export function refusalOf(refusals: number, errors: Readonly<Record<string, string>>) {
  const count = Object.keys(errors).length;
  return refusals > 0 && count > 0 ? { message: fieldsNeedAttention(count), key: refusals } : null;
}

/** Messages by entry path ('0.job_title'; '' for the list), read from the form's nested errors. */
export function flatErrors(errors: unknown, prefix = ''): Record<string, string> {
  const result: Record<string, string> = {};
  if (typeof errors !== 'object' || errors === null) return result;
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || key === 'type' || key === 'types') continue;
    if (key === 'message') {
      if (typeof value === 'string') result[prefix.replace(/\.$/, '')] ??= value;
      continue;
    }
    // A message about the whole list is the array's own ('root' where react-hook-form puts it).
    const path = key === 'root' ? prefix : `${prefix}${key}.`;
    Object.assign(result, flatErrors(value, path), result);
  }
  return result;
}

/** Paths ('2.end_date') moved with their entries: `order[i]` is the old index of entry `i`. */
export function movePaths(paths: ReadonlySet<string>, order: readonly number[]): Set<string> {
  const to = new Map(order.map((from, index) => [String(from), String(index)]));
  return new Set(
    [...paths].map((path) => {
      const [index, ...field] = path.split('.');
      const moved = to.get(index ?? '');
      return moved === undefined ? path : [moved, ...field].join('.');
    }),
  );
}

/** The order of a single move: the entry at `from` now at `to`, the others in their order. */
export function moveOrder(count: number, from: number, to: number): number[] {
  const order = Array.from({ length: count }, (_, index) => index).filter((i) => i !== from);
  order.splice(to, 0, from);
  return order;
}

/** The single move an order is, if it is one (a drag or a keyboard move): `[from, to]`. */
export function asMove(order: readonly number[]): [number, number] | null {
  // Only the stretch between the first and the last changed place can have moved.
  const first = order.findIndex((from, index) => from !== index);
  if (first < 0) return null;
  const last = order.findLastIndex((from, index) => from !== index);
  const shifted = (by: number, start: number, end: number) =>
    order.slice(start, end).every((from, i) => from === start + i + by);
  // Moved down: the entry from `first` now at `last`, the ones between one place up.
  if (order[last] === first && shifted(1, first, last)) return [first, last];
  // Moved up: the entry from `last` now at `first`, the ones between one place down.
  if (order[first] === last && shifted(-1, first + 1, last + 1)) return [last, first];
  return null;
}

/**
 * One list section's entries as a form (no server here): `useZodForm` over `{ entries }` with
 * `useFieldArray`, the "From your file" marks by entry path, and the count of refused saves.
 * react-hook-form takes one field-array action per render, so a new order is one `move` when it
 * is one, else one `replace`; a replace names the entries anew, so what the form keeps by index
 * (marks, shown messages) is moved with the entries here.
 */
export function useEntryList(
  section: ProfileSection,
  initial: { entries: FormEntry[]; imported?: ReadonlySet<string> },
) {
  const schema = useMemo(() => entryListSchema(section), [section]);
  const form = useZodForm(schema, { defaultValues: { entries: initial.entries } });
  const { control } = form;
  const array = useFieldArray({ control, name: 'entries' });
  const entries = useWatch({ control, name: 'entries' }) as FormEntry[];
  const [imported, setImported] = useState<ReadonlySet<string>>(initial.imported ?? new Set());
  const [refusals, setRefusals] = useState(0);
  const errors = flatErrors(form.formState.errors.entries);
  /** The field at this path ('1.job_title') was changed: it is no longer as read from the file. */
  const edited = (path: string) =>
    setImported((marks) =>
      marks.has(path) ? new Set([...marks].filter((mark) => mark !== path)) : marks,
    );

  return {
    form,
    control,
    /** One per entry, in order: `id` names the entry for as long as it is in the list. */
    fields: array.fields,
    entries,
    errors,
    imported,
    /** What a refused save says while fields still need attention. */
    refusal: refusalOf(refusals, errors),
    edited,
    /**
     * A value given other than by typing in its field (a flag's cleared date, a suggested
     * category): a message it shows follows it.
     */
    set(index: number, field: string, value: FormEntry[string]) {
      form.setValue(`entries.${index}.${field}`, value, {
        shouldDirty: true,
        shouldValidate: `${index}.${field}` in errors,
      });
      edited(`${index}.${field}`);
    },
    /** A new order (drag, move, sort by date): `order[i]` is the old index of entry `i`. */
    reorder(order: readonly number[]) {
      const move = asMove(order);
      setImported(movePaths(imported, order));
      if (move) {
        array.move(...move);
        return;
      }
      // A replace keeps messages by index: they go with their entries by hand.
      array.replace(order.map((from) => entries[from]!));
      // The list's own message stays where it is.
      form.clearErrors(order.map((_, index) => `entries.${index}` as const));
      order.forEach((from, index) => {
        for (const [path, message] of Object.entries(errors)) {
          const [at, field] = path.split('.');
          if (at === String(from) && field) {
            form.setError(`entries.${index}.${field}`, { type: 'custom', message });
          }
        }
      });
    },
    add(entry: FormEntry) {
      array.append(entry, { shouldFocus: false });
    },
    /** The entry leaves the list; the marks of the others are dropped (their paths move). */
    removeAt(index: number) {
      array.remove(index);
      setImported(new Set());
    },
    /** A save: `onValid` with the entries when they pass, else one more refusal. */
    submit(onValid: (entries: FormEntry[]) => void) {
      return form.handleSubmit(
        (values) => onValid(values.entries),
        () => setRefusals((count) => count + 1),
      );
    },
  };
}

export type EntryList = ReturnType<typeof useEntryList>;
