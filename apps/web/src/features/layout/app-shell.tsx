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
import { FileText, LayoutDashboard, ListChecks, Settings, ShieldCheck } from 'lucide-react';
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
  const inCvs = pathname === '/cvs' || pathname.startsWith('/cvs/');
  return (
    <SidebarProvider defaultOpen={defaultOpen}>
      <Sidebar collapsible="icon">
        <SidebarHeader>
          <SidebarMenu>
            <SidebarMenuItem>
              <SidebarMenuButton
                href="/"
                icon={<Logo markOnly />}
                tooltip="Vita"
                className={styles.brandButton}
              >
                <span className={styles.wordmark}>Vita</span>
              </SidebarMenuButton>
            </SidebarMenuItem>
          </SidebarMenu>
        </SidebarHeader>
        <SidebarContent>
          <SidebarGroup>
            <SidebarMenu>
              <SidebarMenuItem>
                <SidebarMenuButton
                  href="/"
                  icon={<LayoutDashboard size={16} />}
                  tooltip="Dashboard"
                  isActive={pathname === '/'}
                >
                  Dashboard
                </SidebarMenuButton>
              </SidebarMenuItem>
              <SidebarCollapsible
                title="CVs"
                icon={<FileText size={16} />}
                defaultExpanded={inCvs}
                isActive={inCvs}
              >
                <SidebarMenuSub>
                  <SidebarMenuSubItem>
                    <SidebarMenuSubButton href="/cvs" isActive={pathname === '/cvs'}>
                      All CVs
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
              <SidebarMenuItem>
                <SidebarMenuButton
                  href="/items"
                  icon={<ListChecks size={16} />}
                  tooltip="Items"
                  isActive={pathname === '/items'}
                >
                  Items
                </SidebarMenuButton>
              </SidebarMenuItem>
              {/* Only superusers can use /admin (SPEC §6); members are not offered the link. */}
              {user?.is_superuser ? (
                <SidebarMenuItem>
                  <SidebarMenuButton
                    href="/admin"
                    icon={<ShieldCheck size={16} />}
                    tooltip="Admin"
                    isActive={pathname === '/admin'}
                  >
                    Admin
                  </SidebarMenuButton>
                </SidebarMenuItem>
              ) : null}
              <SidebarMenuItem>
                <SidebarMenuButton
                  href="/settings"
                  icon={<Settings size={16} />}
                  tooltip="User Settings"
                  isActive={pathname === '/settings'}
                >
                  User Settings
                </SidebarMenuButton>
              </SidebarMenuItem>
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
