import type { ProfileSection } from '@vita/api';
import { useEffect, useEffectEvent } from 'react';
import type { FieldRecord } from '../features/profile/forms/fields';
import { useEntryList } from '../features/profile/use-entry-list';

/**
 * A list form's entries for a story or a test, as the section editor holds them (without a
 * server): removal in place, a save through the form's rules that hands the entries to `onSave`,
 * and, given `errors` ('1.job_title' → message), those messages shown from the start.
 */
export function useTestEntryList(
  section: ProfileSection,
  initial: FieldRecord[],
  {
    imported,
    errors,
    onSave = () => {},
  }: {
    imported?: ReadonlySet<string>;
    errors?: Readonly<Record<string, string>>;
    onSave?: (entries: FieldRecord[]) => void;
  } = {},
) {
  const list = useEntryList(section, { entries: initial, imported });
  // The messages are the starting state only.
  const showErrors = useEffectEvent(() => {
    for (const [path, message] of Object.entries(errors ?? {})) {
      const [index, field] = path.split('.');
      list.form.setError(`entries.${Number(index)}.${field ?? ''}`, { type: 'custom', message });
    }
  });
  useEffect(() => showErrors(), []);
  return {
    list,
    onRemove: (index: number) => list.removeAt(index),
    onSubmit: () => void list.submit(onSave)(),
  };
}
