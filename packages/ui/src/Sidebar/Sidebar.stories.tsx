import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Briefcase,
  ChevronsUpDown,
  FileText,
  LayoutDashboard,
  LogOut,
  Settings,
  Sparkles,
  User,
} from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { Menu, MenuItem, MenuTrigger } from '../Menu/Menu';
import { Text } from '../Text/Text';
import {
  Sidebar,
  SidebarCollapsible,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
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
} from './Sidebar';

const cvSections = [
  ['Basic Info', '#cvs/basic-info'],
  ['Work Experience', '#cvs/work-experience'],
  ['Education', '#cvs/education'],
  ['Skills', '#cvs/skills'],
  ['Projects', '#cvs/projects'],
] as const;

function AppLayout({
  defaultOpen = true,
  isMobile,
}: {
  defaultOpen?: boolean;
  isMobile?: boolean;
}) {
  return (
    <SidebarProvider defaultOpen={defaultOpen} isMobile={isMobile}>
      <Sidebar>
        <SidebarHeader>
          <SidebarMenu>
            <SidebarMenuItem>
              <SidebarMenuButton href="#home" icon={<Sparkles size={16} />} tooltip="Vita">
                <strong>Vita</strong>
              </SidebarMenuButton>
            </SidebarMenuItem>
          </SidebarMenu>
        </SidebarHeader>
        <SidebarContent>
          <SidebarGroup>
            <SidebarGroupLabel>Application</SidebarGroupLabel>
            <SidebarMenu>
              <SidebarMenuItem>
                <SidebarMenuButton
                  href="#home"
                  icon={<LayoutDashboard size={16} />}
                  tooltip="Dashboard"
                  isActive
                >
                  Dashboard
                </SidebarMenuButton>
              </SidebarMenuItem>
              <SidebarCollapsible title="CVs" icon={<FileText size={16} />} defaultExpanded>
                <SidebarMenuSub>
                  <SidebarMenuSubItem>
                    <SidebarMenuSubButton href="#cvs">All CVs</SidebarMenuSubButton>
                  </SidebarMenuSubItem>
                  {cvSections.map(([label, href]) => (
                    <SidebarMenuSubItem key={href}>
                      <SidebarMenuSubButton href={href}>{label}</SidebarMenuSubButton>
                    </SidebarMenuSubItem>
                  ))}
                </SidebarMenuSub>
              </SidebarCollapsible>
              <SidebarMenuItem>
                <SidebarMenuButton href="#items" icon={<Briefcase size={16} />} tooltip="Items">
                  Items
                </SidebarMenuButton>
              </SidebarMenuItem>
              <SidebarMenuItem>
                <SidebarMenuButton
                  href="#settings"
                  icon={<Settings size={16} />}
                  tooltip="User Settings"
                >
                  User Settings
                </SidebarMenuButton>
              </SidebarMenuItem>
            </SidebarMenu>
          </SidebarGroup>
        </SidebarContent>
        <SidebarFooter>
          <SidebarMenu>
            <SidebarMenuItem>
              <MenuTrigger>
                <SidebarMenuButton icon={<User size={16} />} tooltip="Ada Lovelace">
                  Ada Lovelace
                  <ChevronsUpDown size={14} aria-hidden style={{ float: 'right', marginTop: 2 }} />
                </SidebarMenuButton>
                <Menu placement="top start">
                  <MenuItem href="#settings" icon={<User size={16} />}>
                    Account
                  </MenuItem>
                  <MenuItem icon={<LogOut size={16} />}>Sign out</MenuItem>
                </Menu>
              </MenuTrigger>
            </SidebarMenuItem>
          </SidebarMenu>
        </SidebarFooter>
      </Sidebar>
      <SidebarInset>
        <header style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '12px 16px' }}>
          <SidebarTrigger />
          <Text size="sm" tone="muted" elementType="span">
            Dashboard
          </Text>
        </header>
        <div style={{ padding: '8px 24px', display: 'grid', gap: 8 }}>
          <Heading level={1} size="xl">
            Hi, Ada Lovelace
          </Heading>
          <Text tone="muted">Welcome back, nice to see you again!!!</Text>
          <div>
            <Button variant="outline">New CV</Button>
          </div>
        </div>
      </SidebarInset>
    </SidebarProvider>
  );
}

const meta = {
  title: 'Navigation/Sidebar',
  component: SidebarProvider,
  render: () => <AppLayout />,
  parameters: { layout: 'fullscreen' },
  // The provider writes the sidebar_state cookie; reset it so stories do not leak state.
  beforeEach: () => () => {
    document.cookie = 'sidebar_state=; path=/; max-age=0';
  },
} satisfies Meta<typeof SidebarProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'CVs' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const Collapsed: Story = {
  render: () => <AppLayout defaultOpen={false} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Toggle Sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // Icon mode keeps every entry named for screen readers.
    await expect(canvas.getByRole('link', { name: 'User Settings' })).toBeInTheDocument();
  },
};

export const ToggledWithTrigger: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Toggle Sidebar' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(document.cookie).toContain('sidebar_state=false');
  },
};

export const ToggledWithKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect(canvas.getByRole('button', { name: 'Toggle Sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const UserMenuOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ada Lovelace' }));
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeVisible(),
    );
  },
};

export const Mobile: Story = {
  // Forced rather than relying on the viewport, so the test runner sees the overlay at any width.
  render: () => <AppLayout isMobile />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle Sidebar' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Sidebar' });
    await waitFor(() =>
      expect(within(dialog).getByRole('link', { name: 'Dashboard' })).toBeVisible(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), {
      timeout: 3000,
    });
  },
};
