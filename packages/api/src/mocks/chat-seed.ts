import type { ChatMessagePublic, ConversationPublic } from '../schemas/chat';
import { MOCK_MEMBER_ID, MOCK_NOW, mockId } from './ids';

/**
 * The seeded conversations and the mocks' fixed reply, apart from the socket handler so the
 * mock database can seed them without importing the handler that reads the database.
 */

/**
 * The mocks' stand-in for the assistant: a short, fixed reply in Markdown that names the
 * question, streamed in a few pieces. The real assistant lives on the server.
 */
export function mockReply(question: string): string {
  return [
    `### About “${question.slice(0, 80)}”`,
    '',
    'Here is what I would look at first:',
    '',
    '- **Summary**: lead with your target role and one measurable result.',
    '- **Experience**: start each bullet with a strong verb and end it with an outcome.',
    '- **Skills**: list the tools the posting names that you have really used.',
  ].join('\n');
}

export function seedConversations(): {
  conversations: ConversationPublic[];
  chatMessages: ChatMessagePublic[];
} {
  const conversation: ConversationPublic = {
    id: mockId(401),
    title: 'Tailor my CV for Acme',
    owner_id: MOCK_MEMBER_ID,
    created_at: MOCK_NOW,
    updated_at: MOCK_NOW,
  };
  const question = 'How do I tailor my CV for the Acme frontend role?';
  return {
    conversations: [
      conversation,
      {
        id: mockId(402),
        title: 'Interview questions',
        owner_id: MOCK_MEMBER_ID,
        created_at: MOCK_NOW,
        updated_at: MOCK_NOW,
      },
    ],
    chatMessages: [
      message(mockId(411), conversation.id, 'user', question),
      message(mockId(412), conversation.id, 'assistant', mockReply(question)),
    ],
  };
}

export function message(
  id: string,
  conversationId: string,
  role: ChatMessagePublic['role'],
  content: string,
  extra: Partial<ChatMessagePublic> = {},
): ChatMessagePublic {
  return {
    id,
    conversation_id: conversationId,
    content,
    role,
    created_at: MOCK_NOW,
    incomplete: false,
    attachments: [],
    analysis: null,
    ...extra,
  };
}
