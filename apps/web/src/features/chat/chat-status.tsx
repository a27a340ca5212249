import { Banner, ConnectionStatus } from '@vita/ui';
import type { ChatController } from './chat-state';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
/** A message's time as both modes show it: the locale's hours and minutes. */
export const formatTime = (value: string | Date) => timeFormat.format(new Date(value));

/** The connection's state, and while it is down, when the next attempt comes. */
export function ChatConnectionStatus({ chat }: { chat: ChatController }) {
  const { connection, retryInMs } = chat.state;
  return (
    <ConnectionStatus
      state={connection}
      detail={
        connection === 'disconnected' && retryInMs
          ? `Reconnecting in ${Math.round(retryInMs / 1000)} s`
          : undefined
      }
    />
  );
}

/** The latest connection or reply error, until dismissed or the next send. */
export function ChatErrorBanner({ chat }: { chat: ChatController }) {
  return chat.state.error ? (
    <Banner tone="danger" onDismiss={chat.dismissError}>
      {chat.state.error}
    </Banner>
  ) : null;
}
