import { setImmediate as nextTurn } from 'node:timers/promises';
import type { LanguageModel } from 'ai';
import { capReply } from '@vita/api/schemas';
import type { AssistantGrounding } from '../grounding';
import { composeOfflineReply } from './compose';

/**
 * The provider's model types come from `@ai-sdk/provider`, which `ai` depends on but this app
 * does not (so it does not resolve from here); `ai`'s own `LanguageModel` union carries them.
 */
export type LanguageModelV3 = Extract<LanguageModel, { specificationVersion: 'v3' }>;
type CallOptions = Parameters<LanguageModelV3['doGenerate']>[0];
type StreamResult = Awaited<ReturnType<LanguageModelV3['doStream']>>;
type StreamPart = StreamResult['stream'] extends ReadableStream<infer Part> ? Part : never;
type Usage = Awaited<ReturnType<LanguageModelV3['doGenerate']>>['usage'];

/** The text of the prompt's last user message: its text parts, joined. */
export function lastUserText(prompt: CallOptions['prompt']): string {
  const last = [...prompt].reverse().find((message) => message.role === 'user');
  if (!last || last.role !== 'user') return '';
  return last.content
    .map((part) => (part.type === 'text' ? part.text : ''))
    .filter(Boolean)
    .join('\n');
}

/** A reply in small pieces, as a model streams it: each word with the whitespace after it. */
export const replyPieces = (text: string) => text.match(/\s+|\S+\s*/gy) ?? [];

const usage = (message: string, reply: string): Usage => {
  const input = replyPieces(message).length;
  const output = replyPieces(reply).length;
  return {
    inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: output, text: output, reasoning: 0 },
  };
};

const FINISH = { unified: 'stop', raw: 'stop' } as const;

const abortError = (signal: AbortSignal): unknown =>
  signal.reason ?? new DOMException('The reply was stopped.', 'AbortError');

/**
 * The built-in assistant as an AI SDK model, so it goes through `streamText` like any provider:
 * no network, no weights, the reply composed by rules from the user's grounding. It answers the
 * prompt's last user message; the earlier turns come from the grounding's history.
 */
export function createOfflineModel(
  grounding: AssistantGrounding,
  /** A reply already written (a resume analysis's report): the model streams it as it is. */
  written?: string,
): LanguageModelV3 {
  return {
    specificationVersion: 'v3',
    provider: 'vita',
    modelId: 'offline',
    supportedUrls: {},

    async doGenerate(options) {
      if (options.abortSignal?.aborted) throw abortError(options.abortSignal);
      const message = lastUserText(options.prompt);
      const text = capReply(written ?? composeOfflineReply(grounding, message));
      return {
        content: [{ type: 'text', text }],
        finishReason: FINISH,
        usage: usage(message, text),
        warnings: [],
      };
    },

    async doStream(options) {
      const signal = options.abortSignal;
      if (signal?.aborted) throw abortError(signal);
      const message = lastUserText(options.prompt);
      const text = capReply(written ?? composeOfflineReply(grounding, message));
      const pieces = replyPieces(text);
      let next = 0;
      let done = false;
      let onAbort: (() => void) | undefined;
      const finish = () => {
        done = true;
        if (onAbort) signal?.removeEventListener('abort', onAbort);
      };
      const stream = new ReadableStream<StreamPart>({
        start(controller) {
          // An abort ends the stream at once, even while nobody is reading it.
          onAbort = () => {
            if (done) return;
            finish();
            controller.error(abortError(signal as AbortSignal));
          };
          signal?.addEventListener('abort', onAbort, { once: true });
          controller.enqueue({ type: 'stream-start', warnings: [] });
          controller.enqueue({ type: 'text-start', id: 'reply' });
        },
        async pull(controller) {
          // Every piece waits for a turn of the event loop: the whole reply is at hand, and
          // handing it out in one go would keep every other request waiting until it ends.
          await nextTurn();
          if (done) return;
          const piece = pieces[next++];
          if (piece !== undefined) {
            controller.enqueue({ type: 'text-delta', id: 'reply', delta: piece });
            return;
          }
          controller.enqueue({ type: 'text-end', id: 'reply' });
          controller.enqueue({ type: 'finish', finishReason: FINISH, usage: usage(message, text) });
          finish();
          controller.close();
        },
        cancel() {
          finish();
        },
      });
      return { stream };
    },
  };
}
