import { clsx } from 'clsx';
import type { Ref } from 'react';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './ConnectionStatus.css';

export const connectionStates = ['connecting', 'connected', 'disconnected'] as const;
export type ConnectionState = (typeof connectionStates)[number];

/** The status line of each state. */
export const connectionStatusMessages = {
  connecting: 'Connecting...',
  connected: 'Connected',
  disconnected: 'Disconnected',
} as const satisfies Record<ConnectionState, string>;

export type ConnectionStatusMessages = Record<ConnectionState, string>;

export interface ConnectionStatusProps {
  /** The connection's state: a spinner, a green dot or a red dot, and its status line. */
  state: ConnectionState;
  /**
   * More about the state, e.g. 'Reconnecting in 6 s'. Shown after the status line but kept out
   * of the live region, so a countdown is not read out every second. @default undefined
   */
  detail?: string;
  /** The status lines. @default connectionStatusMessages */
  messages?: Partial<ConnectionStatusMessages>;
  /** Extra class names. @default undefined */
  className?: string;
  /** The wrapper `<div>`. @default undefined */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The state of a live connection, as a small pill: 'Connecting...' with a spinner, 'Connected'
 * with a green dot, 'Disconnected' with a red one. The status line is a polite live region
 * (`role="status"`), so a change is announced.
 */
export function ConnectionStatus({
  state,
  detail,
  messages,
  className,
  ref,
}: ConnectionStatusProps) {
  const label = { ...connectionStatusMessages, ...messages }[state];
  return (
    <div ref={ref} className={clsx(styles.root, className)} data-state={state}>
      <span role="status" className={styles.status}>
        {state === 'connecting' ? (
          <Spinner size="sm" aria-hidden />
        ) : (
          <span className={styles.dot} aria-hidden />
        )}
        <span>{label}</span>
      </span>
      {detail ? <span className={styles.detail}>{detail}</span> : null}
    </div>
  );
}
