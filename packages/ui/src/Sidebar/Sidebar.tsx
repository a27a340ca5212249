import { clsx } from 'clsx';
import { ChevronRight, PanelLeft } from 'lucide-react';
import {
  createContext,
  type HTMLAttributes,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  Button as RACButton,
  type ButtonProps as RACButtonProps,
  Dialog,
  Disclosure,
  DisclosurePanel,
  Link as RACLink,
  type LinkProps as RACLinkProps,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { Button, type ButtonProps } from '../Button/Button';
import { breakpoints } from '../theme/breakpoints';
import { Tooltip, TooltipTrigger } from '../Tooltip/Tooltip';
import * as styles from './Sidebar.css';

export { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, SIDEBAR_WIDTH_MOBILE } from './Sidebar.css';

/** The expanded/collapsed state is remembered in this cookie for 7 days. */
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
/** Ctrl/Cmd + this key toggles the sidebar. */
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';
/** Below this width (px) the sidebar becomes an overlay. */
export const SIDEBAR_MOBILE_BREAKPOINT = breakpoints.md;

/**
 * Reads the remembered state from a cookie header or `document.cookie`, for the app to pass
 * as `defaultOpen`. Returns undefined when the cookie is absent or not 'true'/'false'.
 */
export function readSidebarCookie(cookie: string): boolean | undefined {
  const match = cookie.match(new RegExp(`(?:^|;\\s*)${SIDEBAR_COOKIE_NAME}=(true|false)(?:;|$)`));
  return match ? match[1] === 'true' : undefined;
}

const mobileQuery = `(max-width: ${SIDEBAR_MOBILE_BREAKPOINT - 1}px)`;

function subscribeToMobile(onChange: () => void) {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(mobileQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function getIsMobile() {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(mobileQuery).matches
    : false;
}

export interface SidebarContextValue {
  /** 'expanded' or 'collapsed' (desktop). */
  state: 'expanded' | 'collapsed';
  /** Whether the desktop sidebar is expanded. */
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Whether the mobile overlay is open. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  /** Whether the viewport is below the mobile breakpoint (768px). */
  isMobile: boolean;
  /** Toggles the overlay on mobile, the expanded state otherwise. */
  toggleSidebar: () => void;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

/** The sidebar's state; call it under a SidebarProvider. */
export function useSidebar(): SidebarContextValue {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used within a SidebarProvider.');
  return context;
}

export interface SidebarProviderProps extends HTMLAttributes<HTMLDivElement> {
  /** Initial expanded state when uncontrolled; pass the `sidebar_state` cookie's value. @default true */
  defaultOpen?: boolean;
  /** Expanded state when controlled. @default undefined */
  open?: boolean;
  /** Called with the new expanded state (after the cookie is written). @default undefined */
  onOpenChange?: (open: boolean) => void;
  /** Forces the overlay (true) or column (false) layout; by default it follows the 768px breakpoint. @default undefined */
  isMobile?: boolean;
}

/**
 * Holds the sidebar state for a Sidebar + SidebarInset layout, writes the `sidebar_state`
 * cookie on every change and toggles on Ctrl/Cmd+B.
 */
/** Whether key presses on `target` edit text: a field, a select or contenteditable content. */
function isEditable(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

export function SidebarProvider({
  defaultOpen = true,
  open: openProp,
  onOpenChange,
  isMobile: isMobileProp,
  className,
  children,
  ...props
}: SidebarProviderProps) {
  const isMobileQuery = useSyncExternalStore(subscribeToMobile, getIsMobile, () => false);
  const isMobile = isMobileProp ?? isMobileQuery;
  const [openMobile, setOpenMobile] = useState(false);
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;

  const setOpen = useCallback(
    (next: boolean) => {
      if (openProp === undefined) setOpenState(next);
      document.cookie = `${SIDEBAR_COOKIE_NAME}=${next}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
      onOpenChange?.(next);
    },
    [openProp, onOpenChange],
  );

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((value) => !value);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT &&
        // In a text field Ctrl+B belongs to the text (bold in an editor), not to the sidebar.
        !isEditable(event.target) &&
        (event.metaKey || event.ctrlKey) &&
        !event.altKey &&
        !event.shiftKey
      ) {
        // Browsers bind Ctrl+B to bookmarks; the app's shortcut takes precedence here.
        event.preventDefault();
        toggleSidebar();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleSidebar]);

  const value = useMemo<SidebarContextValue>(
    () => ({
      state: open ? 'expanded' : 'collapsed',
      open,
      setOpen,
      openMobile,
      setOpenMobile,
      isMobile,
      toggleSidebar,
    }),
    [open, setOpen, openMobile, isMobile, toggleSidebar],
  );

  return (
    <SidebarContext.Provider value={value}>
      <div {...props} className={clsx(styles.wrapper, className)}>
        {children}
      </div>
    </SidebarContext.Provider>
  );
}

export interface SidebarProps extends HTMLAttributes<HTMLDivElement> {
  /** `icon` shrinks to a 3rem icon rail when collapsed; `none` never collapses. @default 'icon' */
  collapsible?: 'icon' | 'none';
  /** Accessible name of the mobile overlay dialog. @default 'Sidebar' */
  'aria-label'?: string;
}

/**
 * The sidebar column (16rem; 3rem in icon mode). Below 768px it renders as an overlay
 * (RAC Modal) that the SidebarTrigger opens.
 */
export function Sidebar({
  collapsible = 'icon',
  className,
  children,
  'aria-label': ariaLabel = 'Sidebar',
  ...props
}: SidebarProps) {
  const { isMobile, state, openMobile, setOpenMobile } = useSidebar();

  if (isMobile && collapsible !== 'none') {
    return (
      <ModalOverlay
        isOpen={openMobile}
        onOpenChange={setOpenMobile}
        isDismissable
        className={styles.mobileOverlay}
      >
        <Modal className={styles.mobileSheet}>
          <Dialog aria-label={ariaLabel} className={styles.mobileDialog}>
            <div {...props} className={clsx(styles.mobileDialog, className)} data-mobile="true">
              {children}
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    );
  }

  return (
    <div
      {...props}
      className={clsx(styles.sidebar, className)}
      data-state={collapsible === 'none' ? 'expanded' : state}
      data-collapsible={collapsible === 'icon' && state === 'collapsed' ? 'icon' : undefined}
    >
      {children}
    </div>
  );
}

/** Top of the sidebar (logo, app name). */
export function SidebarHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={clsx(styles.header, className)} />;
}

/** Bottom of the sidebar (user menu). */
export function SidebarFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={clsx(styles.footer, className)} />;
}

export interface SidebarContentProps extends HTMLAttributes<HTMLElement> {
  /** Name of the navigation landmark. @default 'Main' */
  'aria-label'?: string;
}

/** The scrolling middle of the sidebar; a `<nav>` landmark. */
export function SidebarContent({
  className,
  'aria-label': ariaLabel = 'Main',
  ...props
}: SidebarContentProps) {
  return <nav {...props} aria-label={ariaLabel} className={clsx(styles.content, className)} />;
}

/** A section of the sidebar content. */
export function SidebarGroup({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={clsx(styles.group, className)} />;
}

/** A small caption above a group; hidden in icon mode. */
export function SidebarGroupLabel({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={clsx(styles.groupLabel, className)} />;
}

/** A list of menu items. */
export function SidebarMenu({ className, ...props }: HTMLAttributes<HTMLUListElement>) {
  return <ul {...props} className={clsx(styles.menu, className)} />;
}

/** One entry of a SidebarMenu. */
export function SidebarMenuItem({ className, ...props }: HTMLAttributes<HTMLLIElement>) {
  return <li {...props} className={clsx(styles.menuItem, className)} />;
}

/** Wraps a sidebar control in a tooltip that only shows in icon mode (delay 0). */
function CollapsedTooltip({ label, children }: { label?: string; children: ReactNode }) {
  const { state, isMobile } = useSidebar();
  if (!label) return <>{children}</>;
  return (
    <TooltipTrigger delay={0} isDisabled={state !== 'collapsed' || isMobile}>
      {children}
      <Tooltip placement="right">{label}</Tooltip>
    </TooltipTrigger>
  );
}

interface SidebarMenuButtonOwnProps {
  /** Icon before the label; the only thing visible in icon mode. @default undefined */
  icon?: ReactNode;
  /** Marks the current page: highlighted, and `aria-current="page"` on links. @default false */
  isActive?: boolean;
  /** Text of the tooltip shown in icon mode. @default undefined */
  tooltip?: string;
  /** The label. */
  children?: ReactNode;
  /** Extra class names. @default undefined */
  className?: string;
}

export type SidebarMenuButtonProps = SidebarMenuButtonOwnProps &
  (
    | (Omit<RACLinkProps, 'className' | 'children'> & { href: string })
    | (Omit<RACButtonProps, 'className' | 'children'> & { href?: undefined })
  );

/**
 * A sidebar entry: a RAC Link when `href` is given (navigates through the app's
 * RouterProvider and closes the mobile overlay), otherwise a button.
 */
export function SidebarMenuButton({
  icon,
  isActive = false,
  tooltip,
  children,
  className,
  ...props
}: SidebarMenuButtonProps) {
  const { isMobile, setOpenMobile } = useSidebar();
  const content = (
    <>
      {icon ? (
        <span className={styles.menuIcon} aria-hidden>
          {icon}
        </span>
      ) : null}
      <span className={styles.menuLabel}>{children}</span>
    </>
  );
  const shared = {
    className: clsx(styles.menuButton, className),
    'data-active': isActive || undefined,
  };

  if (props.href !== undefined) {
    const { onPress, ...linkProps } = props as RACLinkProps;
    return (
      <CollapsedTooltip label={tooltip}>
        <RACLink
          {...linkProps}
          {...shared}
          aria-current={isActive ? 'page' : undefined}
          onPress={(event) => {
            onPress?.(event);
            if (isMobile) setOpenMobile(false);
          }}
        >
          {content}
        </RACLink>
      </CollapsedTooltip>
    );
  }
  return (
    <CollapsedTooltip label={tooltip}>
      <RACButton {...(props as RACButtonProps)} {...shared}>
        {content}
      </RACButton>
    </CollapsedTooltip>
  );
}

/** A nested list under a menu item; hidden in icon mode. */
export function SidebarMenuSub({ className, ...props }: HTMLAttributes<HTMLUListElement>) {
  return <ul {...props} className={clsx(styles.menuSub, className)} />;
}

/** One entry of a SidebarMenuSub. */
export function SidebarMenuSubItem({ className, ...props }: HTMLAttributes<HTMLLIElement>) {
  return <li {...props} className={clsx(styles.menuItem, className)} />;
}

export interface SidebarMenuSubButtonProps extends Omit<RACLinkProps, 'className' | 'children'> {
  /** Where it navigates. */
  href: string;
  /** Marks the current page (`aria-current="page"`). @default false */
  isActive?: boolean;
  /** The label. */
  children?: ReactNode;
  /** Extra class names. @default undefined */
  className?: string;
}

/** A link inside a SidebarMenuSub. */
export function SidebarMenuSubButton({
  isActive = false,
  className,
  children,
  onPress,
  ...props
}: SidebarMenuSubButtonProps) {
  const { isMobile, setOpenMobile } = useSidebar();
  return (
    <RACLink
      {...props}
      className={clsx(styles.menuSubButton, className)}
      data-active={isActive || undefined}
      aria-current={isActive ? 'page' : undefined}
      onPress={(event) => {
        onPress?.(event);
        if (isMobile) setOpenMobile(false);
      }}
    >
      <span className={styles.menuLabel}>{children}</span>
    </RACLink>
  );
}

export interface SidebarCollapsibleProps {
  /** The group's label, on its toggle button. */
  title: string;
  /** Icon of the toggle button; the only thing visible in icon mode. @default undefined */
  icon?: ReactNode;
  /** Whether the group starts open. @default false */
  defaultExpanded?: boolean;
  /** Marks the group as containing the current page. @default false */
  isActive?: boolean;
  /** Usually a SidebarMenuSub with its items. */
  children: ReactNode;
  /** Extra class names. @default undefined */
  className?: string;
}

/**
 * A collapsible group of the sidebar menu (RAC Disclosure), rendered as a SidebarMenuItem.
 * In icon mode, pressing it expands the sidebar and opens the group, since its items are hidden.
 */
export function SidebarCollapsible({
  title,
  icon,
  defaultExpanded = false,
  isActive = false,
  children,
  className,
}: SidebarCollapsibleProps) {
  const { state, isMobile, setOpen } = useSidebar();
  const [isExpanded, setIsExpanded] = useState(defaultExpanded);
  const isIconMode = state === 'collapsed' && !isMobile;
  return (
    <li className={clsx(styles.menuItem, className)}>
      <Disclosure
        className={styles.disclosure}
        isExpanded={isExpanded}
        onExpandedChange={(next) => {
          if (isIconMode) {
            setOpen(true);
            setIsExpanded(true);
          } else {
            setIsExpanded(next);
          }
        }}
      >
        <CollapsedTooltip label={title}>
          <RACButton
            slot="trigger"
            className={styles.menuButton}
            data-active={isActive || undefined}
          >
            {icon ? (
              <span className={styles.menuIcon} aria-hidden>
                {icon}
              </span>
            ) : null}
            <span className={styles.menuLabel}>{title}</span>
            <ChevronRight size={16} aria-hidden className={styles.chevron} />
          </RACButton>
        </CollapsedTooltip>
        <DisclosurePanel className={styles.disclosurePanel}>{children}</DisclosurePanel>
      </Disclosure>
    </li>
  );
}

export interface SidebarTriggerProps extends Omit<ButtonProps, 'children'> {
  /** Accessible name. @default 'Toggle Sidebar' */
  'aria-label'?: string;
}

/** The button that collapses/expands the sidebar (or opens the overlay on mobile). */
export function SidebarTrigger({
  'aria-label': ariaLabel = 'Toggle Sidebar',
  onPress,
  ...props
}: SidebarTriggerProps) {
  const { toggleSidebar, isMobile, open, openMobile } = useSidebar();
  return (
    <Button
      variant="ghost"
      size="icon"
      {...props}
      aria-label={ariaLabel}
      aria-expanded={isMobile ? openMobile : open}
      onPress={(event) => {
        onPress?.(event);
        toggleSidebar();
      }}
    >
      <PanelLeft size={16} aria-hidden />
    </Button>
  );
}

/** The main content area next to the sidebar; a `<main>` landmark. */
export function SidebarInset({ className, ...props }: HTMLAttributes<HTMLElement>) {
  return <main {...props} className={clsx(styles.inset, className)} />;
}
