import {
  Link as UiLink,
  LinkButton as UiLinkButton,
  MenuItem,
  SidebarMenuButton,
  SidebarMenuSubButton,
} from '@vita/ui';
import { createLink } from '@tanstack/react-router';

// The ui's link components, typed by the route tree: `to` must name a route of the app (a typo
// or a removed route fails the type check), params and search are checked against that route,
// and the router fills in `href`, the click that navigates without a page load, preloading on
// intent, and `aria-current="page"` on the link to the current page.

/** An inline text link to a route. */
export const Link = createLink(UiLink);

/** A link to a route that looks like a button. */
export const LinkButton = createLink(UiLinkButton);

/** A menu item that goes to a route. */
export const MenuItemLink = createLink(MenuItem);

/** A sidebar entry that goes to a route; pass `activeProps={{ isActive: true }}` to mark it. */
export const SidebarLink = createLink(SidebarMenuButton);

/** A sidebar sub-entry that goes to a route. */
export const SidebarSubLink = createLink(SidebarMenuSubButton);
