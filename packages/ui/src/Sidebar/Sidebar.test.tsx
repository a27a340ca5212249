import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileText, Home } from 'lucide-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readSidebarCookie,
  Sidebar,
  SidebarCollapsible,
  SidebarContent,
  SidebarGroup,
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

function Layout(props: { defaultOpen?: boolean; onOpenChange?: (open: boolean) => void }) {
  return (
    <SidebarProvider {...props}>
      <Sidebar data-testid="sidebar">
        <SidebarContent>
          <SidebarGroup>
            <SidebarMenu>
              <SidebarMenuItem>
                <SidebarMenuButton href="/" icon={<Home />} isActive tooltip="Dashboard">
                  Dashboard
                </SidebarMenuButton>
              </SidebarMenuItem>
              <SidebarCollapsible title="CVs" icon={<FileText />}>
                <SidebarMenuSub>
                  <SidebarMenuSubItem>
                    <SidebarMenuSubButton href="/cvs/basic-info">Basic Info</SidebarMenuSubButton>
                  </SidebarMenuSubItem>
                </SidebarMenuSub>
              </SidebarCollapsible>
            </SidebarMenu>
          </SidebarGroup>
        </SidebarContent>
      </Sidebar>
      <SidebarInset>
        <SidebarTrigger />
      </SidebarInset>
    </SidebarProvider>
  );
}

function mockMobile(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Sidebar', () => {
  it('collapses to icons with the trigger and writes the cookie', async () => {
    const onOpenChange = vi.fn();
    render(<Layout onOpenChange={onOpenChange} />);
    const sidebar = screen.getByTestId('sidebar');
    const trigger = screen.getByRole('button', { name: 'Toggle Sidebar' });
    expect(sidebar).toHaveAttribute('data-state', 'expanded');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(trigger);
    expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    expect(sidebar).toHaveAttribute('data-collapsible', 'icon');
    expect(document.cookie).toContain('sidebar_state=false');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    // Labels stay as accessible names in icon mode.
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(trigger);
    expect(sidebar).toHaveAttribute('data-state', 'expanded');
    expect(document.cookie).toContain('sidebar_state=true');
  });

  it('toggles with Ctrl+B and Cmd+B', () => {
    render(<Layout />);
    const sidebar = screen.getByTestId('sidebar');
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    fireEvent.keyDown(window, { key: 'b', metaKey: true });
    expect(sidebar).toHaveAttribute('data-state', 'expanded');
    fireEvent.keyDown(window, { key: 'b' });
    expect(sidebar).toHaveAttribute('data-state', 'expanded');
  });

  it('leaves Ctrl+B and Cmd+B to text fields, selects and editable content', () => {
    render(
      <>
        <Layout />
        <input aria-label="Name" />
        <textarea aria-label="Notes" />
        <select aria-label="Status" />
        <div contentEditable aria-label="Editor" />
      </>,
    );
    const sidebar = screen.getByTestId('sidebar');
    for (const field of ['Name', 'Notes', 'Status', 'Editor']) {
      const target = screen.getByLabelText(field);
      fireEvent.keyDown(target, { key: 'b', ctrlKey: true });
      fireEvent.keyDown(target, { key: 'b', metaKey: true });
      expect(sidebar).toHaveAttribute('data-state', 'expanded');
    }
    fireEvent.keyDown(screen.getByRole('button', { name: 'Toggle Sidebar' }), {
      key: 'b',
      ctrlKey: true,
    });
    expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  });

  it('starts collapsed from defaultOpen={false}', () => {
    render(<Layout defaultOpen={false} />);
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');
  });

  it('opens and closes a collapsible group', async () => {
    render(<Layout />);
    const group = screen.getByRole('button', { name: 'CVs' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Basic Info' })).toHaveAttribute(
      'href',
      '/cvs/basic-info',
    );
  });

  it('in icon mode, pressing a group expands the sidebar and the group', async () => {
    render(<Layout defaultOpen={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'CVs' }));
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-state', 'expanded');
    expect(screen.getByRole('button', { name: 'CVs' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('below 768px renders as an overlay dialog that the trigger opens', async () => {
    mockMobile(true);
    render(<Layout />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Toggle Sidebar' }));
    const dialog = screen.getByRole('dialog', { name: 'Sidebar' });
    expect(within(dialog).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('readSidebarCookie', () => {
  it('reads true/false and ignores anything else', () => {
    expect(readSidebarCookie('a=1; sidebar_state=false')).toBe(false);
    expect(readSidebarCookie('sidebar_state=true; theme=dark')).toBe(true);
    expect(readSidebarCookie('sidebar_state=maybe')).toBeUndefined();
    expect(readSidebarCookie('')).toBeUndefined();
  });
});
