import type { UserPublic } from '@vita/api';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarHeader,
  SidebarInset,
  SidebarMenu,
  SidebarMenuItem,
  SidebarMenuSub,
  SidebarMenuSubItem,
  SidebarProvider,
  SidebarTrigger,
  ThemeToggle,
} from '@vita/ui';
import { Link, useRouterState } from '@tanstack/react-router';
import {
  Briefcase,
  FileText,
  LayoutDashboard,
  ListChecks,
  MessagesSquare,
  Settings,
  ShieldCheck,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Logo } from '../../components/logo';
import { usePageName } from '../../lib/page-title';
import { useTheme } from '../../lib/services';
import { useResolvedTheme, useThemePreference } from '../../lib/theme';
import { UserMenu } from './user-menu';
import { SidebarLink, SidebarSubLink } from './nav-links';
import * as styles from './app-shell.css';

/** The sections after the Dashboard, in sidebar order; CVs lists the profile's forms under it. */
const sectionLinks = [
  { to: '/chat', label: 'Chat', Icon: MessagesSquare, superuserOnly: false },
  { to: '/cvs', label: 'CVs', Icon: FileText, superuserOnly: false },
  { to: '/applications', label: 'Applications', Icon: Briefcase, superuserOnly: false },
  { to: '/items', label: 'Items', Icon: ListChecks, superuserOnly: false },
  { to: '/admin', label: 'Admin', Icon: ShieldCheck, superuserOnly: true },
  { to: '/settings', label: 'User Settings', Icon: Settings, superuserOnly: false },
] as const;

/** The CV section forms under CVs, one link per section of the profile. */
const cvSectionLinks = [
  { to: '/cvs/basic-info', label: 'Basic Info' },
  { to: '/cvs/work-experience', label: 'Work Experience' },
  { to: '/cvs/education', label: 'Education' },
  { to: '/cvs/skills', label: 'Skills' },
  { to: '/cvs/projects', label: 'Projects' },
  { to: '/cvs/certifications', label: 'Certifications' },
] as const;

/** A sidebar link is marked (highlighted, `aria-current="page"`) while its route is shown. */
const whenActive = { isActive: true } as const;
/** The Dashboard is the index of every path: marked on its own path only. */
const ownPathOnly = { exact: true, includeSearch: false } as const;

export interface AppShellProps {
  /** The signed-in user, or undefined while it loads. */
  user: UserPublic | undefined;
  /** Sidebar expanded on first render (read from the `sidebar_state` cookie). */
  defaultOpen: boolean;
  onSignOut: () => void;
  children: ReactNode;
}

/** The signed-in frame: the sidebar (navigation and user menu) beside the content. */
export function AppShell({ user, defaultOpen, onSignOut, children }: AppShellProps) {
  // A saved conversation is part of the chat: its sidebar entry stays marked there too.
  const inConversation = useRouterState({
    select: (state) => state.location.pathname.startsWith('/conversations/'),
  });
  return (
    <SidebarProvider defaultOpen={defaultOpen}>
      <SkipToContent />
      <Sidebar collapsible="icon">
        <SidebarHeader>
          <SidebarMenu>
            <SidebarMenuItem>
              <SidebarLink
                to="/"
                icon={<Logo markOnly />}
                tooltip="Vita"
                className={styles.brandButton}
              >
                <span className={styles.wordmark}>Vita</span>
              </SidebarLink>
            </SidebarMenuItem>
          </SidebarMenu>
        </SidebarHeader>
        <SidebarContent>
          <SidebarGroup>
            <SidebarMenu>
              <SidebarMenuItem>
                <SidebarLink
                  to="/"
                  activeOptions={ownPathOnly}
                  activeProps={whenActive}
                  icon={<LayoutDashboard size={16} />}
                  tooltip="Dashboard"
                >
                  Dashboard
                </SidebarLink>
              </SidebarMenuItem>
              {/* Only superusers can use /admin; members are not offered the link. */}
              {sectionLinks
                .filter((link) => !link.superuserOnly || user?.is_superuser)
                .map(({ to, label, Icon }) => (
                  <SidebarMenuItem key={to}>
                    <SidebarLink
                      to={to}
                      activeOptions={to === '/cvs' ? ownPathOnly : undefined}
                      activeProps={whenActive}
                      {...(to === '/chat' && inConversation ? whenActive : {})}
                      icon={<Icon size={16} />}
                      tooltip={label}
                    >
                      {label}
                    </SidebarLink>
                    {to === '/cvs' ? (
                      <SidebarMenuSub aria-label="CV sections">
                        {cvSectionLinks.map((link) => (
                          <SidebarMenuSubItem key={link.to}>
                            <SidebarSubLink to={link.to} activeProps={whenActive}>
                              {link.label}
                            </SidebarSubLink>
                          </SidebarMenuSubItem>
                        ))}
                      </SidebarMenuSub>
                    ) : null}
                  </SidebarMenuItem>
                ))}
            </SidebarMenu>
          </SidebarGroup>
        </SidebarContent>
        <SidebarFooter>
          <UserMenu user={user} onSignOut={onSignOut} />
        </SidebarFooter>
      </Sidebar>
      {/* SidebarInset is the page's <main> landmark. */}
      <SidebarInset>
        <header className={styles.topbar}>
          <SidebarTrigger />
          <PageHeading />
          <div className={styles.topbarEnd}>
            <HeaderThemeToggle />
          </div>
        </header>
        {/* Focusable from script only: the skip link moves focus here, and the next Tab goes on
            to the screen's first control. */}
        <div id={CONTENT_ID} tabIndex={-1} className={styles.content}>
          {children}
        </div>
      </SidebarInset>
    </SidebarProvider>
  );
}

const CONTENT_ID = 'content';

/**
 * The first thing Tab reaches, shown only then: it skips the sidebar and the header. It moves
 * focus itself rather than following its `#content` hash, which the router would read as a
 * navigation.
 */
function SkipToContent() {
  return (
    <a
      href={`#${CONTENT_ID}`}
      className={styles.skipLink}
      onClick={(event) => {
        event.preventDefault();
        const content = document.getElementById(CONTENT_ID);
        content?.focus();
        content?.scrollIntoView({ block: 'start' });
      }}
    >
      Skip to content
    </a>
  );
}

/**
 * On narrow screens the sidebar, and the logo and names in it, are hidden behind the trigger:
 * the header then says where the visitor is. Not a heading: the screen's own `h1` follows.
 */
function PageHeading() {
  const pageName = usePageName();
  return (
    <div className={styles.mobileBrand}>
      <Link to="/" aria-label="Vita" className={styles.mobileLogo}>
        <Logo markOnly />
      </Link>
      {pageName ? <span className={styles.mobilePageName}>{pageName}</span> : null}
    </div>
  );
}

function HeaderThemeToggle() {
  const store = useTheme();
  const theme = useResolvedTheme(store);
  const [, setPreference] = useThemePreference(store);
  return <ThemeToggle theme={theme} onChange={setPreference} />;
}
