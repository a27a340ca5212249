import { chatMessagesQueryOptions, conversationsQueryOptions } from '@vita/api';
import { createFileRoute } from '@tanstack/react-router';
import { ChatPage } from '../../../features/chat/chat-page';
import { titleHead } from '../../../lib/page-title';
import { startQuery } from '../../../lib/route-data';

export const Route = createFileRoute('/_layout/conversations/$conversationId')({
  head: titleHead('Conversation'),
  // The loader travels with the screen, so the chat's queries stay out of the entry chunk that
  // every first visit (the public screens too) downloads.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { queryClient, api }, params }) => {
    startQuery(queryClient, conversationsQueryOptions(api));
    return startQuery(queryClient, chatMessagesQueryOptions(api, params.conversationId));
  },
  component: ConversationRoute,
});

function ConversationRoute() {
  const { conversationId } = Route.useParams();
  return <ChatPage conversationId={conversationId} />;
}
