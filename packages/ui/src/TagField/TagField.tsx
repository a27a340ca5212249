import { X } from 'lucide-react';
import { useId, useState, type Ref } from 'react';
import { Button, Input, TextField as RACTextField } from 'react-aria-components';
import { FieldDescription, FieldError, Label } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './TagField.css';

export interface TagFieldProps {
  /** Visible label; also the accessible name of the input and of the list. */
  label: string;
  /** The tags, in the order they were added. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Help text under the input. @default 'Press Enter to add.' */
  description?: string;
  /** Error shown under the input. @default undefined */
  errorMessage?: string;
  /** Hint inside the empty input. @default undefined */
  placeholder?: string;
  /** The longest tag taken; longer input is cut. @default 60 */
  maxLength?: number;
  /**
   * Checks a tag before it is added: a message refuses it, shown under the input, and the typed
   * text stays to be corrected (a link that is no link is never listed). @default undefined
   */
  validateTag?: (tag: string) => string | undefined;
  isDisabled?: boolean;
  onBlur?: () => void;
  /** Extra class names for the wrapper. @default undefined */
  className?: string;
  /** The wrapper `<div>`. @default undefined */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A list of short words (technologies, keywords): type one and press Enter to add it. Blanks and
 * repeats (in any letter case) are ignored; each tag has its own remove button.
 */
export function TagField({
  label,
  value,
  onChange,
  description = 'Press Enter to add.',
  errorMessage,
  placeholder,
  maxLength = 60,
  validateTag,
  isDisabled = false,
  onBlur,
  className,
  ref,
}: TagFieldProps) {
  const [draft, setDraft] = useState('');
  const [refusal, setRefusal] = useState<string | undefined>();
  const listId = useId();

  function add() {
    const tag = draft.trim();
    const refused = tag ? validateTag?.(tag) : undefined;
    setRefusal(refused);
    if (refused) return;
    setDraft('');
    if (!tag || value.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return;
    onChange([...value, tag]);
  }
  const shownError = refusal ?? errorMessage;

  return (
    <div ref={ref} className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <RACTextField
        value={draft}
        onChange={(next) => {
          setDraft(next);
          setRefusal(undefined);
        }}
        maxLength={maxLength}
        isDisabled={isDisabled}
        isInvalid={Boolean(shownError)}
        onBlur={onBlur}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            // Enter adds the tag; it must not submit the form around it.
            event.preventDefault();
            add();
          }
        }}
        className={fieldStyles.field}
        aria-describedby={value.length > 0 ? listId : undefined}
      >
        <Label>{label}</Label>
        <Input placeholder={placeholder} className={fieldStyles.input} />
        {description ? <FieldDescription>{description}</FieldDescription> : null}
        <FieldError>{shownError}</FieldError>
      </RACTextField>
      {value.length > 0 ? (
        <ul id={listId} aria-label={label} className={styles.tags}>
          {value.map((tag) => (
            <li key={tag} className={styles.tag}>
              <span className={styles.tagText}>{tag}</span>
              <Button
                aria-label={`Remove ${tag}`}
                isDisabled={isDisabled}
                className={styles.remove}
                onPress={() => onChange(value.filter((other) => other !== tag))}
              >
                <X size={14} aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
