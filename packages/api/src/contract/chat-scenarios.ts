import { expect } from 'vitest';
import { chatServerTexts, chatTexts } from '../schemas/chat';
import { pdf, type ContractScenario } from './scenario-kit';
import { expectFailure } from './target';

/** The scenarios of conversations, messages and the onboarding conversation. */
export const chatScenarios: ContractScenario[] = [
  {
    name: 'conversations and messages: owner-scoped, named by the first message, newest first',
    async run(target) {
      const me = await target.signUpAndSignIn('chat');
      const other = await target.signUpAndSignIn('chat-other');
      const conversation = await me.api.chat.create({ body: {} });
      expect(conversation).toMatchObject({
        title: chatTexts.conversationNew,
        owner_id: me.user.id,
      });
      const file = await me.api.cvFiles.upload({ body: { file: pdf('attached.pdf') } });
      const params = { conversation_id: conversation.id };
      const stored = await me.api.chat.createMessage({
        params,
        body: { content: 'How do I tailor my CV?', attachment_ids: [file.id] },
      });
      expect(stored).toEqual({
        id: expect.any(String),
        conversation_id: conversation.id,
        content: 'How do I tailor my CV?',
        role: 'user',
        created_at: expect.any(String),
        incomplete: false,
        analysis: null,
        attachments: [
          {
            id: file.id,
            filename: 'attached.pdf',
            content_type: 'application/pdf',
            size: file.size,
          },
        ],
      });
      expect((await me.api.chat.get({ params })).title).toBe('How do I tailor my CV?');
      await me.api.chat.createMessage({ params, body: { content: 'Second' } });
      const page = await me.api.chat.listMessages({ params });
      expect(page.count).toBe(2);
      expect(page.data.map((m) => m.content)).toEqual(['Second', 'How do I tailor my CV?']);
      await expectFailure(me.api.chat.createMessage({ params, body: { content: '   ' } }), 422, [
        { loc: ['body', 'content'], msg: chatTexts.chatMessageEmpty, type: 'custom' },
      ]);
      await expectFailure(
        other.api.chat.get({ params }),
        404,
        chatServerTexts.conversationNotFound,
      );
      await expectFailure(
        other.api.chat.createMessage({ params, body: { content: 'Hi' } }),
        404,
        chatServerTexts.conversationNotFound,
      );
      const theirs = await other.api.chat.create({ body: { title: 'Theirs' } });
      await expectFailure(
        other.api.chat.createMessage({
          params: { conversation_id: theirs.id },
          body: { content: 'Look', attachment_ids: [file.id] },
        }),
        404,
        chatServerTexts.attachmentNotFound,
      );
      const renamed = await me.api.chat.update({ params, body: { title: 'Acme application' } });
      expect(renamed.title).toBe('Acme application');
      const list = await me.api.chat.list();
      expect(list.data.map((c) => c.id)).toEqual([conversation.id]);
      expect(await me.api.chat.delete({ params })).toEqual({
        message: chatServerTexts.conversationDeleted,
      });
      await expectFailure(
        me.api.chat.listMessages({ params }),
        404,
        chatServerTexts.conversationNotFound,
      );
    },
  },
  {
    name: 'the onboarding conversation is named in the state and greets once',
    async run(target) {
      const me = await target.signUpAndSignIn('onboarding-chat');
      const conversation = await me.api.onboardingChat.conversation();
      expect((await me.api.onboardingChat.conversation()).id).toBe(conversation.id);
      expect((await me.api.onboarding.state()).conversation_id).toBe(conversation.id);
      const start = await me.api.onboardingChat.start();
      expect(start.messages.map((m) => m.role)).toEqual(['assistant']);
      expect((await me.api.onboardingChat.start()).messages).toHaveLength(1);
      const exchange = await me.api.onboardingChat.send({ body: { content: 'Hello' } });
      expect(exchange.user_message).toMatchObject({ role: 'user', content: 'Hello' });
      expect(exchange.reply).toMatchObject({ role: 'assistant', incomplete: false });
      expect((await me.api.onboardingChat.listMessages()).count).toBe(3);
      const assistant = await me.api.chat.assistant();
      expect(assistant).toEqual({ name: expect.any(String), offline: true, model: null });
    },
  },
];
