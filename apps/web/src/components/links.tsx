import { Link as UiLink, LinkButton as UiLinkButton } from '@vita/ui';
import { createLink } from '@tanstack/react-router';

// The ui's link components, typed by the route tree: `to` must name a route of the app (a typo
// or a removed route fails the type check), params and search are checked against that route,
// and the router fills in `href`, the click that navigates without a page load, preloading on
// intent, and `aria-current="page"` on the link to the current page. (The sidebar's and the
// user menu's links live with the signed-in layout, so the public screens do not load them.)

/** An inline text link to a route. */
export const Link = createLink(UiLink);

/** A link to a route that looks like a button. */
export const LinkButton = createLink(UiLinkButton);
