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
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarMenuSub,
  SidebarMenuSubButton,
  SidebarMenuSubItem,
  SidebarProvider,
  SidebarTrigger,
} from '@vita/ui';
import { FileText, LayoutDashboard, Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { Logo } from '../../components/logo';
import { UserMenu } from './user-menu';
import * as styles from './app-shell.css';

/** SPEC §2: the CV section forms, shown as sub-items of CVs. */
export const cvSections = [
  { label: 'Basic Info', href: '/cvs/basic-info' },
  { label: 'Work Experience', href: '/cvs/work-experience' },
  { label: 'Education', href: '/cvs/education' },
  { label: 'Skills', href: '/cvs/skills' },
  { label: 'Projects', href: '/cvs/projects' },
] as const;

export interface AppShellProps {
  /** The signed-in user, or undefined while it loads. */
  user: UserPublic | undefined;
  /** The current path, to mark the active item. */
  pathname: string;
  /** Sidebar expanded on first render (read from the `sidebar_state` cookie). */
  defaultOpen: boolean;
  onSignOut: () => void;
  children: ReactNode;
}

/** The signed-in frame: the sidebar (navigation and user menu) beside the content. */
export function AppShell({ user, pathname, defaultOpen, onSignOut, children }: AppShellProps) {
  const isCvs = pathname === '/cvs' || pathname.startsWith('/cvs/');
  return (
    <SidebarProvider defaultOpen={defaultOpen}>
      <Sidebar collapsible="icon">
        <SidebarHeader>
          <a href="/" className={styles.brand} aria-label="Vita, go to the dashboard">
            <Logo />
          </a>
        </SidebarHeader>
        <SidebarContent>
          <nav aria-label="Main">
            <SidebarGroup>
              <SidebarMenu>
                <SidebarMenuItem>
                  <SidebarCollapsible
                    title="Dashboard"
                    icon={<LayoutDashboard aria-hidden />}
                    defaultExpanded
                  >
                    <SidebarMenuSub>
                      <SidebarMenuSubItem>
                        <SidebarMenuSubButton href="/" isActive={pathname === '/'}>
                          Dashboard
                        </SidebarMenuSubButton>
                      </SidebarMenuSubItem>
                    </SidebarMenuSub>
                  </SidebarCollapsible>
                </SidebarMenuItem>
                <SidebarMenuItem>
                  <SidebarCollapsible
                    title="CVs"
                    icon={<FileText aria-hidden />}
                    defaultExpanded={isCvs}
                  >
                    <SidebarMenuSub>
                      <SidebarMenuSubItem>
                        <SidebarMenuSubButton href="/cvs" isActive={pathname === '/cvs'}>
                          CVs
                        </SidebarMenuSubButton>
                      </SidebarMenuSubItem>
                      {cvSections.map((section) => (
                        <SidebarMenuSubItem key={section.href}>
                          <SidebarMenuSubButton
                            href={section.href}
                            isActive={pathname === section.href}
                          >
                            {section.label}
                          </SidebarMenuSubButton>
                        </SidebarMenuSubItem>
                      ))}
                    </SidebarMenuSub>
                  </SidebarCollapsible>
                </SidebarMenuItem>
                <SidebarMenuItem>
                  <SidebarMenuButton
                    href="/settings"
                    icon={<Settings aria-hidden />}
                    isActive={pathname === '/settings'}
                    tooltip="User Settings"
                  >
                    User Settings
                  </SidebarMenuButton>
                </SidebarMenuItem>
              </SidebarMenu>
            </SidebarGroup>
          </nav>
        </SidebarContent>
        <SidebarFooter>
          <UserMenu user={user} onSignOut={onSignOut} />
        </SidebarFooter>
      </Sidebar>
      <SidebarInset>
        <header className={styles.topbar}>
          <SidebarTrigger />
        </header>
        <main className={styles.content}>{children}</main>
      </SidebarInset>
    </SidebarProvider>
  );
}
