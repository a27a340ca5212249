import { MenuItem, SidebarMenuButton, SidebarMenuSubButton } from '@vita/ui';
import { createLink } from '@tanstack/react-router';

// The signed-in frame's links, typed by the route tree like components/links.tsx.

/** A menu item that goes to a route. */
export const MenuItemLink = createLink(MenuItem);

/** A sidebar entry that goes to a route; pass `activeProps={{ isActive: true }}` to mark it. */
export const SidebarLink = createLink(SidebarMenuButton);

/** An entry under a sidebar section (the CV section forms under CVs). */
export const SidebarSubLink = createLink(SidebarMenuSubButton);
