import { FileCheck2 } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import type { ProfileField, ProfileFormValue } from '@vita/api';
import {
  Checkbox,
  MonthYearField,
  Select,
  TagField,
  TextAreaField,
  TextField,
  type SelectOption,
} from '@vita/ui';
import * as styles from './profile-forms.css';

/** A value a profile form edits: text, a yes/no flag or a list of words. */
export type FieldValue = ProfileFormValue;

/** A record a profile form edits (a list entry, or basic information); `id` names a saved entry. */
export type FieldRecord = Record<string, FieldValue> & { id?: string };

/** What an optional choice shows while the person has not made it. */
export const NOT_GIVEN = 'Not specified';

/** What every profile form shares: messages by field path, blur reports, import marks. */
export interface FieldState {
  /** Messages by field path ('0.job_title', or 'location' for basic information). */
  errors?: Readonly<Record<string, string>>;
  /** Called when the user leaves a field, with its path (to validate it then). */
  onFieldBlur?: (path: string) => void;
  /** Paths of fields whose value was read from an imported file (marked for review). */
  importedPaths?: ReadonlySet<string>;
  /** Every field is read-only while a save runs. */
  isDisabled?: boolean;
}

/** The mark on a field whose value came from an imported file (a CV or a JSON Resume file). */
export function ImportedMark() {
  return (
    <span className={styles.importedMark}>
      <FileCheck2 size={12} aria-hidden />
      From your file
    </span>
  );
}

/** A required field's label: the star is seen, not read (the field says it is required). */
function labelOf(label: string, required?: boolean): ReactNode {
  return required ? (
    <>
      {label}
      <span aria-hidden className={styles.star}>
        {' '}
        *
      </span>
    </>
  ) : (
    label
  );
}

/**
 * The fields of one record (a list entry, or basic information), each bound to its value, its
 * message, its blur report and its import mark by path.
 */
export function fieldsFor<T extends Record<string, FieldValue | undefined>>(
  record: T,
  prefix: string,
  state: FieldState,
  set: (field: keyof T & string, value: FieldValue) => void,
) {
  const path = (field: string) => (prefix ? `${prefix}.${field}` : field);
  const common = (field: keyof T & string) => ({
    errorMessage: state.errors?.[path(field)],
    onBlur: () => state.onFieldBlur?.(path(field)),
    description: state.importedPaths?.has(path(field)) ? <ImportedMark /> : undefined,
    isDisabled: state.isDisabled,
  });
  const text = (value: FieldValue | undefined) => (typeof value === 'string' ? value : '');
  return {
    text(
      field: keyof T & string,
      label: string,
      options: { required?: boolean; type?: string } = {},
    ) {
      return (
        <TextField
          {...common(field)}
          label={labelOf(label, options.required)}
          isRequired={options.required}
          type={options.type}
          value={text(record[field])}
          onChange={(value) => set(field, value)}
        />
      );
    },
    area(
      field: keyof T & string,
      label: string,
      options: { required?: boolean; rows?: number } = {},
    ) {
      return (
        <TextAreaField
          {...common(field)}
          label={labelOf(label, options.required)}
          isRequired={options.required}
          rows={options.rows ?? 3}
          value={text(record[field])}
          onChange={(value) => set(field, value)}
          className={styles.wide}
        />
      );
    },
    date(
      field: keyof T & string,
      label: string,
      options: { required?: boolean; isDisabled?: boolean } = {},
    ) {
      return (
        <MonthYearField
          {...common(field)}
          label={labelOf(label, options.required)}
          isRequired={options.required}
          isDisabled={state.isDisabled || options.isDisabled}
          value={text(record[field])}
          onChange={(value) => set(field, value)}
        />
      );
    },
    select(
      field: keyof T & string,
      label: string,
      options: readonly SelectOption[],
      settings: { required?: boolean; placeholder?: string } = {},
    ) {
      return (
        <Select
          {...common(field)}
          label={labelOf(label, settings.required)}
          isRequired={settings.required}
          placeholder={settings.placeholder}
          options={options}
          value={text(record[field])}
          onChange={(value) => set(field, value)}
        />
      );
    },
    check(field: keyof T & string, label: string, onToggle?: (checked: boolean) => void) {
      return (
        <Checkbox
          isSelected={record[field] === true}
          isDisabled={state.isDisabled}
          onChange={(checked) => (onToggle ? onToggle(checked) : set(field, checked))}
          className={styles.wide}
        >
          {label}
        </Checkbox>
      );
    },
    tags(
      field: keyof T & string,
      label: string,
      options: Pick<Extract<ProfileField, { kind: 'tags' }>, 'maxLength' | 'item'> = {},
    ) {
      const value = record[field];
      const { item } = options;
      return (
        <TagField
          label={label}
          maxLength={options.maxLength}
          validateTag={item ? (tag) => item.safeParse(tag).error?.issues[0]?.message : undefined}
          value={Array.isArray(value) ? value : []}
          onChange={(next) => set(field, next)}
          errorMessage={state.errors?.[path(field)]}
          onBlur={() => state.onFieldBlur?.(path(field))}
          description={
            state.importedPaths?.has(path(field))
              ? 'From your file. Press Enter to add.'
              : undefined
          }
          isDisabled={state.isDisabled}
          className={styles.wide}
        />
      );
    },
  };
}

/**
 * One declared field of a record, bound through `fieldsFor`. `setMany` applies a flag and the
 * field it clears in one change.
 */
export function renderField<T extends FieldRecord>(
  form: ReturnType<typeof fieldsFor<T>>,
  spec: ProfileField,
  record: T,
  setMany: (changes: Record<string, FieldValue>) => void,
): ReactNode {
  const { name, label, required } = spec;
  switch (spec.kind) {
    case 'text':
      return form.text(name, label, { required, type: spec.type });
    case 'area':
      return form.area(name, label, { required, rows: spec.rows });
    case 'date':
      return form.date(name, label, {
        required,
        isDisabled: spec.disabledBy ? record[spec.disabledBy] === true : false,
      });
    case 'select':
      return form.select(name, label, spec.options, {
        required,
        placeholder: required ? undefined : NOT_GIVEN,
      });
    case 'check': {
      const clears = spec.clears;
      return form.check(name, label, (checked) =>
        setMany(
          clears
            ? { [name]: checked, [clears]: checked ? '' : (record[clears] ?? '') }
            : { [name]: checked },
        ),
      );
    }
    case 'tags':
      return form.tags(name, label, { maxLength: spec.maxLength, item: spec.item });
  }
}

/** The declared fields of a record, in order, each under its name. */
export function renderFields<T extends FieldRecord>(
  form: ReturnType<typeof fieldsFor<T>>,
  specs: readonly ProfileField[],
  record: T,
  setMany: (changes: Record<string, FieldValue>) => void,
): ReactNode {
  return specs.map((spec) => (
    <Fragment key={spec.name}>{renderField(form, spec, record, setMany)}</Fragment>
  ));
}
