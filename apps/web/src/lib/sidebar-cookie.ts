/** The ui SidebarProvider writes this cookie; the app reads it so a reload keeps the state. */
export const SIDEBAR_COOKIE = 'sidebar_state';

/** Expanded unless the cookie says 'false' (SPEC §2: remembered for 7 days). */
export function readSidebarOpen(cookie: string = document.cookie): boolean {
  const entry = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return entry?.slice(SIDEBAR_COOKIE.length + 1) !== 'false';
}
