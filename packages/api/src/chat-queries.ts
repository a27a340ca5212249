import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import { queryKeys } from './queries';
import type { ConversationCreate } from './schemas/chat';

// The chat's queries live apart from the others: the entry chunk of the web app holds every
// module a first visit imports (queries.ts among them) whole, and the public screens should not
// carry the chat's code.

/** How many of a conversation's latest messages a screen loads. */
export const CHAT_HISTORY_LIMIT = 100;

/** The user's conversations, latest activity first (one list: a sidebar, not pages). */
export function conversationsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.conversations,
    queryFn: ({ signal }) => api.chat.list({ query: { limit: 100 }, signal }),
  });
}

export function conversationQueryOptions(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: queryKeys.conversation(id),
    queryFn: ({ signal }) => api.chat.get({ params: { conversation_id: id }, signal }),
  });
}

/** A conversation's latest messages, oldest first (the order a log shows them). */
export function chatMessagesQueryOptions(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: queryKeys.chatMessages(id),
    queryFn: async ({ signal }) => {
      const page = await api.chat.listMessages({
        params: { conversation_id: id },
        query: { limit: CHAT_HISTORY_LIMIT },
        signal,
      });
      return { data: [...page.data].reverse(), count: page.count };
    },
  });
}

export function assistantQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.assistant,
    queryFn: ({ signal }) => api.chat.assistant({ signal }),
    staleTime: Infinity,
  });
}

export function conversationMutations(api: ApiClient) {
  return {
    create: mutationOptions({
      mutationKey: ['conversations', 'create'],
      mutationFn: (body: ConversationCreate) => api.chat.create({ body }),
      meta: { invalidates: [queryKeys.conversations] },
    }),
    rename: mutationOptions({
      mutationKey: ['conversations', 'rename'],
      mutationFn: ({ id, title }: { id: string; title: string }) =>
        api.chat.update({ params: { conversation_id: id }, body: { title } }),
      meta: { invalidates: [queryKeys.conversations] },
    }),
    delete: mutationOptions({
      mutationKey: ['conversations', 'delete'],
      mutationFn: (id: string) => api.chat.delete({ params: { conversation_id: id } }),
      meta: { invalidates: [queryKeys.conversations] },
    }),
  };
}
