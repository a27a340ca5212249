import { clsx } from 'clsx';
import { CircleAlert, Info, X } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Button as RACButton } from 'react-aria-components';
import * as styles from './Banner.css';

export const bannerTones = ['danger', 'info'] as const;
export type BannerTone = (typeof bannerTones)[number];

/** The banner's texts. */
export const bannerMessages = {
  /** Accessible name of the close button. */
  dismiss: 'Dismiss',
} as const;

export type BannerMessages = { [K in keyof typeof bannerMessages]: string };

export interface BannerProps {
  /** The message. */
  children: ReactNode;
  /** `danger` for an error (an alert, announced at once); `info` for news (a polite status). @default 'info' */
  tone?: BannerTone;
  /** A bold first line above the message. @default undefined */
  title?: ReactNode;
  /** An action after the message, e.g. a small 'Retry' button. @default undefined */
  action?: ReactNode;
  /** Adds a 'Dismiss' button that calls this. @default undefined (no button) */
  onDismiss?: () => void;
  /** The banner's texts. @default bannerMessages */
  messages?: Partial<BannerMessages>;
  /** Extra class names. @default undefined */
  className?: string;
  /** The banner's `<div>`. @default undefined */
  ref?: Ref<HTMLDivElement>;
}

const icons = { danger: CircleAlert, info: Info } as const;

/**
 * A message across the top of a panel, e.g. a failed send or a lost connection. An error is a
 * `role="alert"` (read out as soon as it appears); information is a `role="status"`.
 */
export function Banner({
  children,
  tone = 'info',
  title,
  action,
  onDismiss,
  messages,
  className,
  ref,
}: BannerProps) {
  const texts = { ...bannerMessages, ...messages };
  const Icon = icons[tone];
  return (
    <div
      ref={ref}
      role={tone === 'danger' ? 'alert' : 'status'}
      className={clsx(styles.banner({ tone }), className)}
    >
      <Icon size={16} aria-hidden className={styles.icon} />
      <div className={styles.content}>
        {title ? <p className={styles.title}>{title}</p> : null}
        <div className={styles.message}>{children}</div>
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
      {onDismiss ? (
        <RACButton className={styles.dismiss} aria-label={texts.dismiss} onPress={onDismiss}>
          <X size={16} aria-hidden />
        </RACButton>
      ) : null}
    </div>
  );
}
