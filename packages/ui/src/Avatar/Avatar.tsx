import { clsx } from 'clsx';
import type { HTMLAttributes, Ref } from 'react';
import * as styles from './Avatar.css';

/** Up to two initials from a full name, or the first letter of an e-mail. */
export function getInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return (words[0] ?? '').slice(0, 1);
  return `${(words[0] ?? '').slice(0, 1)}${(words[words.length - 1] ?? '').slice(0, 1)}`;
}

export interface AvatarProps extends HTMLAttributes<HTMLSpanElement> {
  /** The person's full name or e-mail; the initials are derived from it. */
  name: string;
  /** 24, 32 or 40 px. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** The rendered element. @default undefined */
  ref?: Ref<HTMLSpanElement>;
}

/** Initials in a rounded square. Decorative: the name is expected as visible text next to it. */
export function Avatar({ name, size, className, ...props }: AvatarProps) {
  return (
    <span aria-hidden {...props} className={clsx(styles.avatar({ size }), className)}>
      {getInitials(name)}
    </span>
  );
}
