import type { UserPublic } from '@vita/api';
import {
  Avatar,
  Menu,
  MenuItem,
  MenuSeparator,
  MenuTrigger,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  Skeleton,
  VisuallyHidden,
} from '@vita/ui';
import { ChevronsUpDown, LogOut, UserRound } from 'lucide-react';
import { MenuItemLink } from './nav-links';
import * as styles from './app-shell.css';

export interface UserMenuProps {
  user: UserPublic | undefined;
  onSignOut: () => void;
}

/** The sidebar footer: who is signed in, with Account and Sign out. */
export function UserMenu({ user, onSignOut }: UserMenuProps) {
  if (!user) return <Skeleton height={40} />;
  // A user without a full name is shown by e-mail rather than as a blank button.
  const name = user.full_name || user.email;
  return (
    <SidebarMenu>
      <SidebarMenuItem>
        <MenuTrigger>
          <SidebarMenuButton
            icon={<Avatar name={name} size="sm" />}
            tooltip={name}
            className={styles.userButton}
          >
            <span className={styles.userRow}>
              <span className={styles.userText}>
                {/* Part of the visible-text name (not an aria-label) so speech input users can
                    say what they see: "User menu: Ada Lovelace …". */}
                <VisuallyHidden>User menu:</VisuallyHidden>{' '}
                <span className={styles.userName}>{name}</span>
                {user.full_name ? <span className={styles.userEmail}>{user.email}</span> : null}
              </span>
              <ChevronsUpDown className={styles.userChevron} size={14} aria-hidden />
            </span>
          </SidebarMenuButton>
          <Menu placement="top start" aria-label="User menu">
            <MenuItemLink to="/settings" icon={<UserRound size={16} />}>
              Account
            </MenuItemLink>
            <MenuSeparator />
            <MenuItem onAction={onSignOut} icon={<LogOut size={16} />}>
              Sign out
            </MenuItem>
          </Menu>
        </MenuTrigger>
      </SidebarMenuItem>
    </SidebarMenu>
  );
}
