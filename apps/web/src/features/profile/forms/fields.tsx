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

/** One field as a form binds it: its value, its changes, its blur, its message, its import mark. */
export interface FieldBinding {
  value: FieldValue | undefined;
  /** A new value; `also` changes other fields of the record with it (a flag and what it clears). */
  onChange: (value: FieldValue, also?: Record<string, FieldValue>) => void;
  onBlur: () => void;
  errorMessage?: string;
  /** The value was read from an imported file and not changed since. */
  imported: boolean;
}

/** Renders a field of the record through its binding (a list entry binds through its form). */
export type FieldBinder = (
  field: string,
  render: (binding: FieldBinding) => ReactNode,
) => ReactNode;

/**
 * The binder of a record held by the caller (basic information): messages, blur reports and
 * import marks by path, every change handed to `setMany` as one.
 */
export function recordBinder(
  record: FieldRecord,
  state: FieldState,
  setMany: (changes: Record<string, FieldValue>) => void,
): FieldBinder {
  return (field, render) =>
    render({
      value: record[field],
      onChange: (value, also) => setMany({ [field]: value, ...also }),
      onBlur: () => state.onFieldBlur?.(field),
      errorMessage: state.errors?.[field],
      imported: state.importedPaths?.has(field) ?? false,
    });
}

/** The fields of one record (a list entry, or basic information), each bound through `bind`. */
export function fieldsFor<T extends Record<string, FieldValue | undefined>>(
  bind: FieldBinder,
  state: Pick<FieldState, 'isDisabled'>,
) {
  const common = (binding: FieldBinding) => ({
    errorMessage: binding.errorMessage,
    onBlur: binding.onBlur,
    description: binding.imported ? <ImportedMark /> : undefined,
    isDisabled: state.isDisabled,
  });
  const text = (value: FieldValue | undefined) => (typeof value === 'string' ? value : '');
  return {
    text(
      field: keyof T & string,
      label: string,
      options: { required?: boolean; type?: string } = {},
    ) {
      return bind(field, (binding) => (
        <TextField
          {...common(binding)}
          label={labelOf(label, options.required)}
          isRequired={options.required}
          type={options.type}
          value={text(binding.value)}
          onChange={(value) => binding.onChange(value)}
        />
      ));
    },
    area(
      field: keyof T & string,
      label: string,
      options: { required?: boolean; rows?: number } = {},
    ) {
      return bind(field, (binding) => (
        <TextAreaField
          {...common(binding)}
          label={labelOf(label, options.required)}
          isRequired={options.required}
          rows={options.rows ?? 3}
          value={text(binding.value)}
          onChange={(value) => binding.onChange(value)}
          className={styles.wide}
        />
      ));
    },
    date(
      field: keyof T & string,
      label: string,
      options: { required?: boolean; isDisabled?: boolean } = {},
    ) {
      return bind(field, (binding) => (
        <MonthYearField
          {...common(binding)}
          label={labelOf(label, options.required)}
          isRequired={options.required}
          isDisabled={state.isDisabled || options.isDisabled}
          value={text(binding.value)}
          onChange={(value) => binding.onChange(value)}
        />
      ));
    },
    select(
      field: keyof T & string,
      label: string,
      options: readonly SelectOption[],
      settings: { required?: boolean; placeholder?: string } = {},
    ) {
      return bind(field, (binding) => (
        <Select
          {...common(binding)}
          label={labelOf(label, settings.required)}
          isRequired={settings.required}
          placeholder={settings.placeholder}
          options={options}
          value={text(binding.value)}
          onChange={(value) => binding.onChange(value)}
        />
      ));
    },
    /** A flag; ticked, it empties the field it `clears` in the same change. */
    check(field: keyof T & string, label: string, clears?: string) {
      return bind(field, (binding) => (
        <Checkbox
          isSelected={binding.value === true}
          isDisabled={state.isDisabled}
          onChange={(checked) =>
            binding.onChange(checked, clears && checked ? { [clears]: '' } : undefined)
          }
          className={styles.wide}
        >
          {label}
        </Checkbox>
      ));
    },
    tags(
      field: keyof T & string,
      label: string,
      options: Pick<Extract<ProfileField, { kind: 'tags' }>, 'maxLength' | 'item'> = {},
    ) {
      const { item } = options;
      return bind(field, (binding) => (
        <TagField
          label={label}
          maxLength={options.maxLength}
          validateTag={item ? (tag) => item.safeParse(tag).error?.issues[0]?.message : undefined}
          value={Array.isArray(binding.value) ? binding.value : []}
          onChange={(next) => binding.onChange(next)}
          errorMessage={binding.errorMessage}
          onBlur={binding.onBlur}
          description={binding.imported ? 'From your file. Press Enter to add.' : undefined}
          isDisabled={state.isDisabled}
          className={styles.wide}
        />
      ));
    },
  };
}

/**
 * One declared field of a record, bound through `fieldsFor`; `record` holds the current values (a
 * date a ticked flag disables).
 */
export function renderField<T extends FieldRecord>(
  form: ReturnType<typeof fieldsFor<T>>,
  spec: ProfileField,
  record: T,
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
    case 'check':
      return form.check(name, label, spec.clears);
    case 'tags':
      return form.tags(name, label, { maxLength: spec.maxLength, item: spec.item });
  }
}

/** The declared fields of a record, in order, each under its name. */
export function renderFields<T extends FieldRecord>(
  form: ReturnType<typeof fieldsFor<T>>,
  specs: readonly ProfileField[],
  record: T,
): ReactNode {
  return specs.map((spec) => (
    <Fragment key={spec.name}>{renderField(form, spec, record)}</Fragment>
  ));
}
