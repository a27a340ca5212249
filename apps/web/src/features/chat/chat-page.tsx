import {
  assistantQueryOptions,
  chatSuggestions,
  chatSuggestionTexts,
  chatTexts,
  conversationMutations,
  conversationsQueryOptions,
  currentUserQueryOptions,
  errorMessage,
  profileQueryOptions,
  type ConversationPublic,
} from '@vita/api';
import {
  AlertDialog,
  Banner,
  Button,
  Card,
  ChatErrorCard,
  ChatLog,
  FormDialog,
  Heading,
  MessageInput,
  RowActionsMenu,
  Skeleton,
  Text,
  TextField,
  SegmentedControl,
  Suggestions,
} from '@vita/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { MessageSquarePlus, Pencil, Trash2 } from 'lucide-react';
import { useAtom } from 'jotai';
import { Component, useState, type ErrorInfo, type ReactNode } from 'react';
import { useApi } from '../../lib/services';
import { useApiMutation } from '../../lib/mutations';
import { chatModeAtom, useChat, type ChatController, type ChatMode } from './chat-state';
import { AnalysisPanel } from './analysis-panel';
import { ChatConnectionStatus, ChatErrorBanner, formatTime } from './chat-status';
import * as styles from './chat.css';

/** The side panel's notes on what each mode does. */
const analysisFeatures = [
  'Job-board URL extraction: the posting is read from its link, structured data first',
  'PDF resume support: your CV files in PDF, DOCX or DOC',
  'Streaming analysis: the write-up appears as it is written',
  'Actionable insights: a score with its parts, the evidence, what is missing and what to change',
];
const chatFeatures = [
  'Real-time streaming: replies appear as they are written',
  'Connection status, with automatic reconnection when the connection drops',
  'Clear errors: what went wrong and what to do',
  'Conversation context: the assistant reads your profile, your CVs and the files you attach',
];

/**
 * The greeting of an empty conversation, with first questions drawn from the person's own
 * profile; pressing one sends it.
 */
function Greeting({ onAsk, canAsk }: { onAsk: (question: string) => void; canAsk: boolean }) {
  const api = useApi();
  const { data: user } = useQuery(currentUserQueryOptions(api));
  const { data: profile } = useQuery(profileQueryOptions(api));
  const name = user?.full_name || user?.email || '';
  return (
    <div className={styles.greeting}>
      <Heading level={2} size="lg">
        {chatTexts.chatGreeting.replace('{name}', name)}
      </Heading>
      <Text tone="muted">{chatTexts.chatWelcomeBack}</Text>
      {profile ? (
        <Suggestions
          className={styles.suggestions}
          aria-label={chatSuggestionTexts.suggestionsLabel}
          items={chatSuggestions(profile)}
          onSelect={onAsk}
          isDisabled={!canAsk}
        />
      ) : null}
    </div>
  );
}

/** One conversation: the live log, the input, the connection and the errors. */
export function ChatPanel({ chat }: { chat: ChatController }) {
  const api = useApi();
  const assistant = useQuery(assistantQueryOptions(api));
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const { state } = chat;

  const submit = async (value: string, attached: File[]) => {
    const message = value.trim();
    if (!message && attached.length === 0) return;
    if (await chat.send(message, attached)) {
      setText('');
      setFiles([]);
    }
  };

  return (
    <Card className={styles.panel}>
      <div className={styles.panelHeader}>
        <div className={styles.panelTitle}>
          <Heading level={2} size="md">
            {chatTexts.chatPanelTitle}
          </Heading>
          {assistant.data ? (
            <Text size="sm" tone="muted">
              {assistant.data.offline
                ? `${assistant.data.name}: works offline, from your own profile and files`
                : `Answered by ${assistant.data.name}`}
            </Text>
          ) : null}
        </div>
        <ChatConnectionStatus chat={chat} />
      </div>
      <ChatErrorBanner chat={chat} />
      {chat.loadError ? (
        <Banner tone="danger">{errorMessage(chat.loadError)}</Banner>
      ) : chat.isLoading ? (
        <div className={styles.log} aria-busy="true">
          <Text tone="muted">{chatTexts.chatLoadingConversation}</Text>
          <Skeleton height={64} />
          <Skeleton height={96} />
        </div>
      ) : (
        <ChatLog
          className={styles.log}
          aria-label="Conversation"
          messages={chat.log}
          formatTime={formatTime}
          emptyState={
            <Greeting onAsk={(question) => void submit(question, [])} canAsk={chat.canSend} />
          }
        />
      )}
      {state.uploadError ? (
        <div className={styles.uploadError} role="alert">
          {state.uploadError}
        </div>
      ) : null}
      <MessageInput
        value={text}
        onChange={setText}
        files={files}
        onFilesChange={setFiles}
        placeholder={chatTexts.chatPlaceholder}
        status={state.isUploading ? 'submitted' : state.status}
        canSend={chat.canSend && (text.trim() !== '' || files.length > 0)}
        isUploading={state.isUploading}
        onSubmit={(value, attached) => void submit(value, attached)}
        onStop={chat.stop}
      />
    </Card>
  );
}

interface BoundaryState {
  error: Error | null;
}

/** The chat's crash card: the rest of the app keeps working, and 'Try Again' remounts the chat. */
export class ChatErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('The chat crashed', error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <ChatErrorCard error={this.state.error} onRetry={() => this.setState({ error: null })} />
      );
    }
    return this.props.children;
  }
}

/** Rename and delete for one conversation of the list. */
function ConversationActions({
  conversation,
  isCurrent,
}: {
  conversation: ConversationPublic;
  isCurrent: boolean;
}) {
  const api = useApi();
  const navigate = useNavigate();
  const mutations = conversationMutations(api);
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const rename = useApiMutation(mutations.rename, {
    success: chatTexts.conversationRenamed,
    onSuccess: () => setDialog(null),
  });
  const remove = useApiMutation(mutations.delete, {
    success: chatTexts.conversationDeleted,
    failure: chatTexts.conversationDeleteFailed,
    onSuccess: async () => {
      if (isCurrent) await navigate({ to: '/chat' });
    },
  });
  const [title, setTitle] = useState(conversation.title);
  return (
    <>
      <RowActionsMenu
        aria-label={`Actions for ${conversation.title}`}
        items={[
          {
            id: 'rename',
            label: 'Rename',
            icon: <Pencil size={16} aria-hidden />,
            onAction: () => {
              setTitle(conversation.title);
              setDialog('rename');
            },
          },
          {
            id: 'delete',
            label: 'Delete',
            variant: 'danger',
            icon: <Trash2 size={16} aria-hidden />,
            onAction: () => setDialog('delete'),
          },
        ]}
      />
      <FormDialog
        title="Rename conversation"
        size="sm"
        isOpen={dialog === 'rename'}
        onOpenChange={(open) => setDialog(open ? 'rename' : null)}
        isPending={rename.isPending}
        isSubmitDisabled={title.trim() === ''}
        onSubmit={() => rename.mutate({ id: conversation.id, title: title.trim() })}
      >
        <TextField label="Title" value={title} onChange={setTitle} autoFocus isRequired />
      </FormDialog>
      <AlertDialog
        title="Delete conversation"
        isOpen={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        isPending={remove.isPending}
        onConfirm={() => remove.mutateAsync(conversation.id)}
      >
        {`“${conversation.title}” and its messages will be permanently deleted. You will not be able to undo this action.`}
      </AlertDialog>
    </>
  );
}

/** The user's conversations: open one, start a new one, rename or delete. */
function ConversationList({ currentId }: { currentId: string | undefined }) {
  const api = useApi();
  const navigate = useNavigate();
  const list = useQuery(conversationsQueryOptions(api));
  const create = useApiMutation(conversationMutations(api).create);
  return (
    <Card className={styles.sideCard}>
      <div className={styles.sideHeader}>
        <Heading level={2} size="sm">
          Conversations
        </Heading>
        <Button
          variant="secondary"
          size="sm"
          isPending={create.isPending}
          onPress={async () => {
            const created = await create.mutateAsync({});
            await navigate({
              to: '/conversations/$conversationId',
              params: { conversationId: created.id },
            });
          }}
        >
          <MessageSquarePlus size={16} aria-hidden />
          {chatTexts.conversationNew}
        </Button>
      </div>
      {list.isPending ? (
        <Skeleton height={96} />
      ) : (
        <ul className={styles.conversationList} aria-label="Your conversations">
          {(list.data?.data ?? []).map((conversation) => (
            <li
              key={conversation.id}
              className={styles.conversationItem}
              data-current={conversation.id === currentId || undefined}
            >
              <Link
                to="/conversations/$conversationId"
                params={{ conversationId: conversation.id }}
                className={styles.conversationLink}
                aria-current={conversation.id === currentId ? 'page' : undefined}
                title={conversation.title}
              >
                {conversation.title}
              </Link>
              <ConversationActions
                conversation={conversation}
                isCurrent={conversation.id === currentId}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** One conversation in both modes, over one connection: each mode keeps its own state. */
function ConversationView({ conversationId }: { conversationId: string }) {
  const chat = useChat(conversationId);
  const [mode] = useAtom(chatModeAtom);
  return mode === 'analysis' ? <AnalysisPanel chat={chat} /> : <ChatPanel chat={chat} />;
}

/**
 * The chat screen: the 'Chat' / 'Resume Analysis' switch, the conversation (two thirds) and a
 * side panel (one third) with the list of conversations and what the mode does.
 * `conversationId` undefined: the latest is being found or created.
 */
export function ChatPage({ conversationId }: { conversationId: string | undefined }) {
  const [mode, setMode] = useAtom(chatModeAtom);
  return (
    <div className={styles.page}>
      <Heading level={1} size="2xl">
        {chatTexts.chatTitle}
      </Heading>
      <SegmentedControl
        aria-label="Mode"
        selectedKey={mode}
        onSelectionChange={(key) => setMode(key as ChatMode)}
        options={[
          { id: 'chat', label: chatTexts.chatModeChat },
          { id: 'analysis', label: chatTexts.chatModeAnalysis },
        ]}
      />
      <div className={styles.layout}>
        <ChatErrorBoundary key={conversationId}>
          {conversationId ? (
            <ConversationView conversationId={conversationId} />
          ) : (
            <Card className={styles.panel} aria-busy="true">
              <Text tone="muted">{chatTexts.chatLoadingConversation}</Text>
            </Card>
          )}
        </ChatErrorBoundary>
        <aside className={styles.side} aria-label="Chat side panel">
          <ConversationList currentId={conversationId} />
          <Card className={styles.sideCard}>
            <Heading level={2} size="sm">
              {mode === 'analysis' ? 'Analysis Features' : 'Chat Features'}
            </Heading>
            <ul className={styles.notes}>
              {(mode === 'analysis' ? analysisFeatures : chatFeatures).map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </Card>
        </aside>
      </div>
    </div>
  );
}
