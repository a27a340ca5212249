import { type ReactNode, type Ref, useContext } from 'react';
import {
  Header,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  MenuSection as RACMenuSection,
  type MenuSectionProps as RACMenuSectionProps,
  RootMenuTriggerStateContext,
  Separator,
  Text,
} from 'react-aria-components';
import { InsidePopoverContext, Popover, type PopoverProps } from '../Popover/Popover';
import { composeClassName } from '../utils/composeClassName';
import * as styles from './Menu.css';

export { MenuTrigger } from 'react-aria-components';
export type { MenuTriggerProps } from 'react-aria-components';

export interface MenuProps<T extends object> extends RACMenuProps<T> {
  /** Where the menu opens when it adds its own Popover. @default 'bottom start' */
  placement?: PopoverProps['placement'];
  /** Extra class names: a string, or a function of RAC's render props. @default undefined */
  className?: RACMenuProps<T>['className'];
  /** The `<div role="menu">`. @default undefined */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A menu (RAC Menu: arrow keys, typeahead, Escape). Inside a `MenuTrigger` it opens in a
 * Popover: its own, unless you wrap it in `<Popover>` yourself to set placement or size.
 */
export function Menu<T extends object>({
  placement = 'bottom start',
  className,
  ...props
}: MenuProps<T>) {
  const insidePopover = useContext(InsidePopoverContext);
  const triggerState = useContext(RootMenuTriggerStateContext);
  const menu = <RACMenu {...props} className={composeClassName(styles.menu, className)} />;
  if (triggerState && !insidePopover) {
    return <Popover placement={placement}>{menu}</Popover>;
  }
  return menu;
}

export interface MenuItemProps<T extends object = object> extends Omit<
  RACMenuItemProps<T>,
  'children'
> {
  /** The item's text. */
  children: ReactNode;
  /** Icon before the text (decorative; hidden from screen readers). @default undefined */
  icon?: ReactNode;
  /** `danger` colours destructive actions such as 'Delete User'. @default 'default' */
  variant?: 'default' | 'danger';
  /** Extra class names: a string, or a function of RAC's render props. @default undefined */
  className?: RACMenuItemProps<T>['className'];
  /** The item's element (`<div role="menuitem">`, or `<a>` with `href`). @default undefined */
  ref?: Ref<HTMLDivElement>;
}

/** One action of a Menu: `onAction`, or `href` to navigate through the app's RouterProvider. */
export function MenuItem<T extends object = object>({
  children,
  icon,
  variant = 'default',
  className,
  textValue,
  ...props
}: MenuItemProps<T>) {
  return (
    <RACMenuItem
      {...props}
      // Typeahead needs plain text; derive it when the label is a string.
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      data-variant={variant}
      className={composeClassName(styles.item, className)}
    >
      {icon ? (
        <span className={styles.icon} aria-hidden>
          {icon}
        </span>
      ) : null}
      <Text slot="label" className={styles.label}>
        {children}
      </Text>
    </RACMenuItem>
  );
}

export interface MenuSectionProps<T extends object> extends Omit<
  RACMenuSectionProps<T>,
  'className' | 'children'
> {
  /** The section's MenuItems. */
  children: ReactNode;
  /** Small heading above the section's items (e.g. the signed-in user's name). @default undefined */
  title?: ReactNode;
  /** Extra class names. @default undefined */
  className?: string;
}

/** A group of menu items with an optional heading. */
export function MenuSection<T extends object>({
  title,
  children,
  className,
  ...props
}: MenuSectionProps<T>) {
  return (
    <RACMenuSection {...props} className={className}>
      {title ? <Header className={styles.header}>{title}</Header> : null}
      {children}
    </RACMenuSection>
  );
}

/** A line between groups of menu items. */
export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}
