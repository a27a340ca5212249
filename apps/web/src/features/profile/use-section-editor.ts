import {
  errorMessage,
  fieldsNeedAttention,
  PROFILE_SECTIONS,
  profileMutations,
  type ProfileSection,
} from '@vita/api';
import { toast } from '@vita/ui';
import { useMemo, useState } from 'react';
import { useApiMutation } from '../../lib/mutations';
import { useApi } from '../../lib/services';
import { sectionErrors, toSectionBody, type FormEntry } from './entries';

export interface SectionEditorOptions {
  /** After a save: the entries as saved (with their ids). */
  onSaved?: () => unknown;
}

/**
 * What a refused save says while fields still need attention: how many, and which refusal it is
 * (each one moves focus to the first invalid field again).
 */
export function refusalOf(refusals: number, errors: Readonly<Record<string, string>>) {
  const count = Object.keys(errors).length;
  return refusals > 0 && count > 0 ? { message: fieldsNeedAttention(count), key: refusals } : null;
}

/** Which fields differ between two versions of the list, as paths ('1.end_date'). */
function changedPaths(before: readonly FormEntry[], after: readonly FormEntry[]): string[] {
  const paths: string[] = [];
  after.forEach((entry, index) => {
    const previous = before[index];
    for (const field of Object.keys(entry)) {
      if (JSON.stringify(entry[field]) !== JSON.stringify(previous?.[field])) {
        paths.push(`${index}.${field}`);
      }
    }
  });
  return paths;
}

/** Paths ('2.end_date') moved with their entries: `order[i]` is the old index of entry `i`. */
function movePaths(paths: ReadonlySet<string>, order: readonly number[]): Set<string> {
  const to = new Map(order.map((from, index) => [String(from), String(index)]));
  return new Set(
    [...paths].map((path) => {
      const [index, ...field] = path.split('.');
      const moved = to.get(index ?? '');
      return moved === undefined ? path : [moved, ...field].join('.');
    }),
  );
}

/**
 * The state of one section form (the wizard's step or the CV section page): its entries, the
 * contract's messages for the fields the user has left (all of them after a save attempt), the
 * removal of an entry (a saved one is deleted on the server first, and leaves the form only once
 * that succeeded), and the save, which never loses what was typed: a failure shows in the form.
 */
export function useSectionEditor(
  section: ProfileSection,
  initial: { entries: FormEntry[]; imported?: ReadonlySet<string> },
  { onSaved }: SectionEditorOptions = {},
) {
  const api = useApi();
  const mutations = useMemo(() => profileMutations(api), [api]);
  const [entries, setEntries] = useState(initial.entries);
  const [imported, setImported] = useState<ReadonlySet<string>>(initial.imported ?? new Set());
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [removingIndex, setRemovingIndex] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | undefined>();
  const [refusals, setRefusals] = useState(0);

  const allErrors = useMemo(() => sectionErrors(section, entries), [section, entries]);
  const errors = submitted
    ? allErrors
    : Object.fromEntries(Object.entries(allErrors).filter(([path]) => touched.has(path)));

  const save = useApiMutation(mutations.saveSection(section), {
    failure: false,
    onSuccess: () => {
      setFormError(undefined);
      return onSaved?.();
    },
    onError: (error) => setFormError(errorMessage(error)),
  });

  const texts = PROFILE_SECTIONS[section];
  const remove = useApiMutation(mutations.removeEntry, {
    failure: false,
    success: texts.deleted,
    onSuccess: (_data, { id }) => {
      setEntries((current) => current.filter((entry) => entry.id !== id));
      setTouched(new Set());
      setImported(new Set());
    },
    onError: () => toast.error(texts.deleteFailed),
    onSettled: () => setRemovingIndex(null),
  });

  return {
    entries,
    errors,
    imported,
    busy: save.isPending,
    removingIndex,
    formError,
    refusal: refusalOf(refusals, allErrors),
    onChange(next: FormEntry[]) {
      const changed = changedPaths(entries, next);
      if (changed.some((path) => imported.has(path))) {
        setImported(new Set([...imported].filter((path) => !changed.includes(path))));
      }
      setEntries(next);
    },
    /** A new order (drag, move, sort by date): marks and visited fields go with their entries. */
    onReorder(order: number[]) {
      setEntries(order.map((from) => entries[from]!));
      setImported(movePaths(imported, order));
      setTouched(movePaths(touched, order));
    },
    onFieldBlur(path: string) {
      if (!touched.has(path)) setTouched(new Set(touched).add(path));
    },
    onAdd(entry: FormEntry) {
      setEntries([...entries, entry]);
    },
    onRemove(index: number) {
      const entry = entries[index];
      if (!entry || entries.length <= 1) return;
      // A project leaves the form at once: the next save makes the list the section's content.
      if (entry.id && section !== 'projects') {
        setRemovingIndex(index);
        remove.mutate({ section, id: entry.id });
        return;
      }
      setEntries(entries.filter((_, i) => i !== index));
      setTouched(new Set());
      setImported(new Set());
    },
    onSubmit() {
      setSubmitted(true);
      if (Object.keys(allErrors).length > 0) {
        setRefusals(refusals + 1);
        return;
      }
      if (save.isPending) return;
      setFormError(undefined);
      save.mutate(toSectionBody(entries), {
        onSuccess: (saved) => {
          const ids = saved.map((entry) => entry.id);
          setEntries((current) =>
            current.map((entry, i) => {
              const id = ids[i];
              return id ? { ...entry, id } : entry;
            }),
          );
        },
      });
    },
  };
}
