import { conversationMutations, conversationsQueryOptions } from '@vita/api';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { ChatPage } from '../../features/chat/chat-page';
import { titleHead } from '../../lib/page-title';
import { startQuery } from '../../lib/route-data';
import { useApi } from '../../lib/services';
import { useApiMutation } from '../../lib/mutations';

export const Route = createFileRoute('/_layout/chat')({
  head: titleHead('Chat'),
  // The loader travels with the screen, so the chat's queries stay out of the entry chunk that
  // every first visit (the public screens too) downloads.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { queryClient, api } }) =>
    startQuery(queryClient, conversationsQueryOptions(api)),
  component: ChatRoute,
});

/** The latest conversation; a first one is made for a user who has none yet. */
function ChatRoute() {
  const api = useApi();
  const list = useQuery(conversationsQueryOptions(api));
  const create = useApiMutation(conversationMutations(api).create);
  const latest = list.data?.data[0]?.id;
  const none = list.data !== undefined && list.data.count === 0;
  const { mutate } = create;
  // Once per visit, even when React runs the effect twice.
  const asked = useRef(false);
  useEffect(() => {
    if (none && !asked.current) {
      asked.current = true;
      mutate({});
    }
  }, [none, mutate]);
  return <ChatPage conversationId={latest ?? create.data?.id} />;
}
