import { clsx } from 'clsx';
import {
  Tab as RACTab,
  TabList as RACTabList,
  type TabListProps as RACTabListProps,
  TabPanel as RACTabPanel,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  Tabs as RACTabs,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';

export interface TabsProps extends Omit<RACTabsProps, 'className'> {
  /** Extra class names. @default undefined */
  className?: string;
}

/** Tabs (RAC Tabs: `selectedKey`/`defaultSelectedKey`, `onSelectionChange`, arrow-key navigation). */
export function Tabs({ className, ...props }: TabsProps) {
  return <RACTabs {...props} className={clsx(styles.tabs, className)} />;
}

export interface TabListProps<T extends object> extends Omit<RACTabListProps<T>, 'className'> {
  /** Extra class names. @default undefined */
  className?: string;
}

/** The row of tabs; give it an `aria-label`. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <RACTabList {...props} className={clsx(styles.tabList, className)} />;
}

export interface TabProps extends Omit<RACTabProps, 'className'> {
  /** Extra class names. @default undefined */
  className?: string;
}

/** One tab; its `id` matches the TabPanel it shows. */
export function Tab({ className, ...props }: TabProps) {
  return <RACTab {...props} className={clsx(styles.tab, className)} />;
}

export interface TabPanelProps extends Omit<RACTabPanelProps, 'className'> {
  /** Extra class names. @default undefined */
  className?: string;
}

/** The content of the tab with the same `id`. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <RACTabPanel {...props} className={clsx(styles.tabPanel, className)} />;
}
