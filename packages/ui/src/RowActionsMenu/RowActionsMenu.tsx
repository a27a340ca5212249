import { EllipsisVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Menu, MenuItem, MenuTrigger } from '../Menu/Menu';
import * as styles from './RowActionsMenu.css';

export interface RowAction {
  /** Stable key of the action, e.g. 'edit' or 'delete'. */
  id: string;
  /** Visible text, e.g. 'Edit User'; also the menu item's accessible name. */
  label: string;
  /** Decorative icon before the label (16px lucide icon). @default undefined */
  icon?: ReactNode;
  /** `danger` colours destructive actions such as 'Delete User'. @default undefined */
  variant?: 'danger';
  /** Called when the action is chosen (click, Enter or Space); the menu closes first. */
  onAction: () => void;
}

export interface RowActionsMenuProps {
  /** The actions, in display order. */
  items: RowAction[];
  /** Accessible name of the ⋮ trigger; make it specific when a page has many, e.g. 'Actions for Ada'. @default 'Actions' */
  'aria-label'?: string;
  /** Disable the trigger, e.g. on the signed-in user's own row in the admin table. @default false */
  isDisabled?: boolean;
}

/**
 * The ⋮ menu at the end of a table row (RAC MenuTrigger + Menu): arrow keys, typeahead and
 * Escape come from RAC; it opens below the trigger, aligned to its end edge so it stays inside
 * the table on the right.
 */
export function RowActionsMenu({
  items,
  'aria-label': ariaLabel = 'Actions',
  isDisabled = false,
}: RowActionsMenuProps) {
  return (
    <MenuTrigger>
      <Button
        variant="ghost"
        size="icon"
        aria-label={ariaLabel}
        isDisabled={isDisabled}
        className={styles.trigger}
      >
        <EllipsisVertical size={16} aria-hidden />
      </Button>
      <Menu placement="bottom end">
        {items.map((item) => (
          <MenuItem
            key={item.id}
            id={item.id}
            icon={item.icon}
            variant={item.variant ?? 'default'}
            onAction={item.onAction}
          >
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
