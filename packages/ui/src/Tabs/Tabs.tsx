import type { Ref } from 'react';
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
import { composeClassName } from '../utils/composeClassName';
import * as styles from './Tabs.css';

export interface TabsProps extends RACTabsProps {
  /** Extra class names: a string, or a function of RAC's render props. @default undefined */
  className?: RACTabsProps['className'];
  /** The underlying element. @default undefined */
  ref?: Ref<HTMLDivElement>;
}

/** Tabs (RAC Tabs: `selectedKey`/`defaultSelectedKey`, `onSelectionChange`, arrow-key navigation). */
export function Tabs({ className, ...props }: TabsProps) {
  return <RACTabs {...props} className={composeClassName(styles.tabs, className)} />;
}

export interface TabListProps<T extends object> extends RACTabListProps<T> {
  /** Extra class names: a string, or a function of RAC's render props. @default undefined */
  className?: RACTabListProps<T>['className'];
  /** The underlying element. @default undefined */
  ref?: Ref<HTMLDivElement>;
}

/** The row of tabs; give it an `aria-label`. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <RACTabList {...props} className={composeClassName(styles.tabList, className)} />;
}

export interface TabProps extends RACTabProps {
  /** Extra class names: a string, or a function of RAC's render props. @default undefined */
  className?: RACTabProps['className'];
  /** The underlying element. @default undefined */
  ref?: Ref<HTMLDivElement>;
}

/** One tab; its `id` matches the TabPanel it shows. */
export function Tab({ className, ...props }: TabProps) {
  return <RACTab {...props} className={composeClassName(styles.tab, className)} />;
}

export interface TabPanelProps extends RACTabPanelProps {
  /** Extra class names: a string, or a function of RAC's render props. @default undefined */
  className?: RACTabPanelProps['className'];
  /** The underlying element. @default undefined */
  ref?: Ref<HTMLDivElement>;
}

/** The content of the tab with the same `id`. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <RACTabPanel {...props} className={composeClassName(styles.tabPanel, className)} />;
}
