import { clsx } from 'clsx';
import { FileDown, Save, Sparkles } from 'lucide-react';
import { type Ref, useId, useMemo } from 'react';
import { Text, TextArea, TextField, useLocale } from 'react-aria-components';
import { Button } from '../Button/Button';
import { FieldError, Label } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { Heading } from '../Heading/Heading';
import { fill } from '../utils/fill';
import * as styles from './CoverLetterEditor.css';

/** The editor's texts, in English; the defaults of `messages`. `{…}` parts are filled in. */
export const coverLetterEditorMessages = {
  /** The text area's label. */
  label: 'Letter',
  /** The count under the text area when there is a limit. */
  countOfMax: '{count} / {max} characters',
  /** The count when there is none. */
  count: '{count} characters',
  /** Writes a first draft into the editor. */
  draft: 'Draft',
  drafting: 'Drafting...',
  save: 'Save',
  saving: 'Saving...',
  export: 'Export PDF',
  exporting: 'Exporting...',
  /** Beside the actions while the text differs from what was saved last. */
  unsaved: 'Unsaved changes',
};

export type CoverLetterEditorMessages = typeof coverLetterEditorMessages;

export interface CoverLetterEditorProps {
  /** The editor's heading ("Cover letter"). */
  title: string;
  /** The letter's text. */
  value: string;
  /** The text as it is typed. */
  onChange: (value: string) => void;
  /** Saves the text; without it there is no Save button. @default undefined */
  onSave?: () => void;
  /** Exports the saved letter as a PDF; without it there is no Export button. @default undefined */
  onExport?: () => void;
  /** Writes a draft into the editor; without it there is no Draft button. @default undefined */
  onDraft?: () => void;
  /** The text differs from the saved one: Save is offered and "Unsaved changes" shown. @default false */
  isDirty?: boolean;
  /** @default false */
  isSaving?: boolean;
  /** @default false */
  isExporting?: boolean;
  /** @default false */
  isDrafting?: boolean;
  /** Nothing can be typed or pressed (no letter can be kept here yet). @default false */
  isDisabled?: boolean;
  /** The most characters the letter may have; typing stops there. @default undefined */
  maxLength?: number;
  /** A refusal to show under the text area (a failed save). @default undefined */
  errorMessage?: string;
  /** Outline level of the title. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Visible text lines before the text area scrolls. @default 16 */
  rows?: number;
  /** The editor's texts. @default coverLetterEditorMessages */
  messages?: Partial<CoverLetterEditorMessages>;
  /** Extra class names. @default undefined */
  className?: string;
  /** The editor's `<section>`. @default undefined */
  ref?: Ref<HTMLElement>;
}

/**
 * A plain editor for a cover letter: a title, a text area with its character count, and the
 * actions its page gives it (Draft, Save, Export PDF), each with its busy state. While one
 * action runs the others wait, and the text cannot change under a save or a draft.
 */
export function CoverLetterEditor({
  title,
  value,
  onChange,
  onSave,
  onExport,
  onDraft,
  isDirty = false,
  isSaving = false,
  isExporting = false,
  isDrafting = false,
  isDisabled = false,
  maxLength,
  errorMessage,
  headingLevel = 2,
  rows = 16,
  messages,
  className,
  ref,
}: CoverLetterEditorProps) {
  const texts = { ...coverLetterEditorMessages, ...messages };
  const titleId = useId();
  const { locale } = useLocale();
  const numbers = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const busy = isSaving || isExporting || isDrafting;
  const count =
    maxLength === undefined
      ? fill(texts.count, { count: numbers.format(value.length) })
      : fill(texts.countOfMax, {
          count: numbers.format(value.length),
          max: numbers.format(maxLength),
        });

  return (
    <section ref={ref} aria-labelledby={titleId} className={clsx(styles.root, className)}>
      <div className={styles.header}>
        <Heading id={titleId} level={headingLevel} size="lg">
          {title}
        </Heading>
        <div className={styles.actions}>
          {isDirty && !isSaving ? <span className={styles.unsaved}>{texts.unsaved}</span> : null}
          {onDraft ? (
            <Button
              variant="outline"
              size="sm"
              onPress={onDraft}
              isDisabled={isDisabled || (busy && !isDrafting)}
              isPending={isDrafting}
              pendingLabel={texts.drafting}
            >
              <Sparkles size={16} aria-hidden />
              {texts.draft}
            </Button>
          ) : null}
          {onSave ? (
            <Button
              variant="primary"
              size="sm"
              onPress={onSave}
              isDisabled={isDisabled || !isDirty || (busy && !isSaving)}
              isPending={isSaving}
              pendingLabel={texts.saving}
            >
              <Save size={16} aria-hidden />
              {texts.save}
            </Button>
          ) : null}
          {onExport ? (
            <Button
              variant="outline"
              size="sm"
              onPress={onExport}
              // What is exported is the saved letter: unsaved text would not be in the PDF.
              isDisabled={isDisabled || isDirty || !value.trim() || (busy && !isExporting)}
              isPending={isExporting}
              pendingLabel={texts.exporting}
            >
              <FileDown size={16} aria-hidden />
              {texts.export}
            </Button>
          ) : null}
        </div>
      </div>
      <TextField
        value={value}
        onChange={onChange}
        maxLength={maxLength}
        isDisabled={isDisabled}
        isReadOnly={isSaving || isDrafting}
        isInvalid={Boolean(errorMessage)}
        className={fieldStyles.field}
      >
        <Label>{texts.label}</Label>
        <TextArea rows={rows} className={clsx(fieldStyles.textArea, styles.textArea)} />
        <div className={styles.footer}>
          <FieldError>{errorMessage}</FieldError>
          <Text slot="description" className={styles.count}>
            {count}
          </Text>
        </div>
      </TextField>
    </section>
  );
}
