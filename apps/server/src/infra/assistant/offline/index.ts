import type { LanguageModel } from 'ai';
import type { AssistantGrounding } from '../grounding';
import { composeOfflineReply } from './compose';

export { composeOfflineReply, detectIntent } from './compose';

type LanguageModelV3 = Extract<LanguageModel, { specificationVersion: 'v3' }>;
type CallOptions = Parameters<LanguageModelV3['doGenerate']>[0];

/** The text of the last user message of a prompt. */
function lastUserText(options: CallOptions): string {
  const last = [...options.prompt].reverse().find((message) => message.role === 'user');
  if (!last || typeof last.content === 'string') return (last?.content as string | undefined) ?? '';
  return last.content
    .map((part) => (part.type === 'text' ? part.text : ''))
    .join('')
    .trim();
}

/** A reply in small pieces (a word and the space after it), as a model streams. */
export const replyPieces = (text: string) => text.match(/\S+\s*|\s+/g) ?? [];

const usage = (text: string) => ({
  inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: replyPieces(text).length, text: replyPieces(text).length, reasoning: 0 },
});

/**
 * The built-in assistant as an AI SDK model, so it goes through `streamText` like any provider:
 * no network, no weights, the reply composed from the user's grounding by rules.
 */
export function createOfflineModel(grounding: AssistantGrounding): LanguageModelV3 {
  return {
    specificationVersion: 'v3',
    provider: 'vita',
    modelId: 'offline',
    supportedUrls: {},
    async doGenerate(options) {
      const text = composeOfflineReply(grounding, lastUserText(options));
      return {
        content: [{ type: 'text', text }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: usage(text),
        warnings: [],
      };
    },
    async doStream(options) {
      const text = composeOfflineReply(grounding, lastUserText(options));
      const pieces = replyPieces(text);
      const signal = options.abortSignal;
      let index = 0;
      const stream = new ReadableStream({
        start(controller) {
          controller.enqueue({ type: 'stream-start', warnings: [] });
          controller.enqueue({ type: 'text-start', id: 'reply' });
        },
        pull(controller) {
          if (signal?.aborted) {
            controller.error(signal.reason);
            return;
          }
          const piece = pieces[index++];
          if (piece !== undefined) {
            controller.enqueue({ type: 'text-delta', id: 'reply', delta: piece });
            return;
          }
          controller.enqueue({ type: 'text-end', id: 'reply' });
          controller.enqueue({
            type: 'finish',
            finishReason: { unified: 'stop', raw: 'stop' },
            usage: usage(text),
          });
          controller.close();
        },
      });
      return { stream: stream as Awaited<ReturnType<LanguageModelV3['doStream']>>['stream'] };
    },
  };
}
