import { errorMessage, PROFILE_SECTIONS, profileMutations, type ProfileSection } from '@vita/api';
import { toast } from '@vita/ui';
import { useMemo, useState } from 'react';
import { useApiMutation } from '../../lib/mutations';
import { useApi } from '../../lib/services';
import { toSectionBody, type FormEntry } from './entries';
import { useEntryList } from './use-entry-list';

export interface SectionEditorOptions {
  /** After a save: the entries as saved (with their ids). */
  onSaved?: () => unknown;
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
  const list = useEntryList(section, initial);
  const [removingIndex, setRemovingIndex] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | undefined>();

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
      const index = list.entries.findIndex((entry) => entry.id === id);
      if (index >= 0) list.removeAt(index);
    },
    onError: () => toast.error(texts.deleteFailed),
    onSettled: () => setRemovingIndex(null),
  });

  return {
    /** The entries as a form: values, messages, "From your file" marks, refused saves. */
    list,
    busy: save.isPending,
    removingIndex,
    formError,
    onRemove(index: number) {
      const entry = list.entries[index];
      if (!entry || list.entries.length <= 1) return;
      // A project leaves the form at once: the next save makes the list the section's content.
      if (entry.id && section !== 'projects') {
        setRemovingIndex(index);
        remove.mutate({ section, id: entry.id });
        return;
      }
      list.removeAt(index);
    },
    onSubmit: list.submit((entries: FormEntry[]) => {
      if (save.isPending) return;
      setFormError(undefined);
      save.mutate(toSectionBody(entries), {
        // Saved entries are known by their ids from now on (a removal deletes them).
        onSuccess: (saved) =>
          saved.forEach(({ id }, index) => {
            if (id) list.form.setValue(`entries.${index}.id`, id);
          }),
      });
    }),
  };
}
