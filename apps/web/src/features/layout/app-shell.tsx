import type { UserPublic } from '@vita/api';
import {
  Sidebar,
  SidebarCollapsible,
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
} from '@vita/ui';
import { useMatchRoute } from '@tanstack/react-router';
import { FileText, LayoutDashboard, ListChecks, Settings, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Logo } from '../../components/logo';
import { UserMenu } from './user-menu';
import { SidebarLink, SidebarSubLink } from './nav-links';
import * as styles from './app-shell.css';

/** The CV section forms, shown as sub-items of CVs. */
export const cvSections = [
  { label: 'Basic Info', section: 'basic-info' },
  { label: 'Work Experience', section: 'work-experience' },
  { label: 'Education', section: 'education' },
  { label: 'Skills', section: 'skills' },
  { label: 'Projects', section: 'projects' },
] as const;

/** The sections after CVs, in sidebar order. */
const sectionLinks = [
  { to: '/items', label: 'Items', Icon: ListChecks, superuserOnly: false },
  { to: '/admin', label: 'Admin', Icon: ShieldCheck, superuserOnly: true },
  { to: '/settings', label: 'User Settings', Icon: Settings, superuserOnly: false },
] as const;

/** A sidebar link is marked (highlighted, `aria-current="page"`) while its route is shown. */
const whenActive = { isActive: true } as const;
/** Dashboard and All CVs are the index of a wider section: marked on their own path only. */
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
  const matchRoute = useMatchRoute();
  const inCvs = Boolean(matchRoute({ to: '/cvs', fuzzy: true }));
  return (
    <SidebarProvider defaultOpen={defaultOpen}>
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
              <SidebarCollapsible
                title="CVs"
                icon={<FileText size={16} />}
                defaultExpanded={inCvs}
                isActive={inCvs}
              >
                <SidebarMenuSub>
                  <SidebarMenuSubItem>
                    <SidebarSubLink to="/cvs" activeOptions={ownPathOnly} activeProps={whenActive}>
                      All CVs
                    </SidebarSubLink>
                  </SidebarMenuSubItem>
                  {cvSections.map((section) => (
                    <SidebarMenuSubItem key={section.section}>
                      <SidebarSubLink
                        to="/cvs/$section"
                        params={{ section: section.section }}
                        activeProps={whenActive}
                      >
                        {section.label}
                      </SidebarSubLink>
                    </SidebarMenuSubItem>
                  ))}
                </SidebarMenuSub>
              </SidebarCollapsible>
              {/* Only superusers can use /admin; members are not offered the link. */}
              {sectionLinks
                .filter((link) => !link.superuserOnly || user?.is_superuser)
                .map(({ to, label, Icon }) => (
                  <SidebarMenuItem key={to}>
                    <SidebarLink
                      to={to}
                      activeProps={whenActive}
                      icon={<Icon size={16} />}
                      tooltip={label}
                    >
                      {label}
                    </SidebarLink>
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
        </header>
        <div className={styles.content}>{children}</div>
      </SidebarInset>
    </SidebarProvider>
  );
}
