import type { UserPublic } from '@vita/api';
import { Button, Menu, MenuItem, MenuSeparator, MenuTrigger, Popover, Skeleton } from '@vita/ui';
import { ChevronsUpDown, LogOut, UserRound } from 'lucide-react';
import * as styles from './app-shell.css';

export interface UserMenuProps {
  user: UserPublic | undefined;
  onSignOut: () => void;
}

function initials(name: string): string {
  const parts = name.split(/[\s@._-]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

/** The sidebar footer: who is signed in, with Account and Sign out (SPEC §2). */
export function UserMenu({ user, onSignOut }: UserMenuProps) {
  if (!user) return <Skeleton height={40} />;
  const name = user.full_name || user.email;
  return (
    <MenuTrigger>
      <Button variant="ghost" className={styles.userButton} aria-label={`User menu: ${name}`}>
        <span className={styles.avatar} aria-hidden="true">
          {initials(name)}
        </span>
        <span className={styles.userText}>
          <span className={styles.userName}>{name}</span>
          {user.full_name ? <span className={styles.userEmail}>{user.email}</span> : null}
        </span>
        <ChevronsUpDown className={styles.userChevron} size={16} aria-hidden />
      </Button>
      <Popover placement="top start">
        <Menu aria-label="User menu">
          <MenuItem href="/settings" textValue="Account">
            <UserRound size={16} aria-hidden /> Account
          </MenuItem>
          <MenuSeparator />
          <MenuItem onAction={onSignOut} textValue="Sign out">
            <LogOut size={16} aria-hidden /> Sign out
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
