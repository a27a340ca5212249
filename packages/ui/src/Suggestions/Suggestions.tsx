import { clsx } from 'clsx';
import type { HTMLAttributes, Ref } from 'react';
import { Button } from '../Button/Button';
import * as styles from './Suggestions.css';

export interface SuggestionsProps extends Omit<HTMLAttributes<HTMLUListElement>, 'onSelect'> {
  /** The texts to offer, in order; each becomes a button. */
  items: readonly string[];
  /** Called with the text of the suggestion pressed. */
  onSelect: (item: string) => void;
  /** The list's accessible name, e.g. "Suggested questions". */
  'aria-label': string;
  /** Whether the suggestions can be pressed now. @default false */
  isDisabled?: boolean;
  /** The rendered element. @default undefined */
  ref?: Ref<HTMLUListElement>;
}

/** Ready-made questions a person can send with one press, e.g. in an empty conversation. */
export function Suggestions({
  items,
  onSelect,
  isDisabled = false,
  className,
  ...props
}: SuggestionsProps) {
  if (items.length === 0) return null;
  return (
    <ul {...props} className={clsx(styles.root, className)}>
      {items.map((item) => (
        <li key={item} className={styles.item}>
          <Button
            variant="secondary"
            size="sm"
            className={styles.button}
            isDisabled={isDisabled}
            onPress={() => onSelect(item)}
          >
            {item}
          </Button>
        </li>
      ))}
    </ul>
  );
}
