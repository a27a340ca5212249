import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, streamText, type LanguageModel, type ModelMessage } from 'ai';
import type { AssistantGrounding } from './grounding';
import { createOfflineModel } from './offline';
import { renderGroundingPrompt } from './prompt';

/** Which assistant answers, as the web app shows it. */
export interface AssistantInfo {
  name: string;
  offline: boolean;
  model: string | null;
}

export interface AssistantSettings {
  kind: 'offline' | 'openai-compatible';
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  /** Longest wait for the first piece of a reply. @default 30000 */
  firstChunkTimeoutMs?: number;
  /** Longest silence between two pieces. @default 30000 */
  idleTimeoutMs?: number;
  /** Longest a whole reply may take. @default 120000 */
  totalTimeoutMs?: number;
}

export interface AssistantInput {
  grounding: AssistantGrounding;
  message: string;
  signal?: AbortSignal;
}

export interface Assistant {
  info: AssistantInfo;
  /**
   * The reply's text, piece by piece. Throws AssistantError (its message is for the user) when
   * the provider fails or is too slow; ends quietly when `signal` aborts (the caller stopped it).
   */
  stream(input: AssistantInput & { signal: AbortSignal }): AsyncIterable<string>;
  /** The whole reply at once. */
  reply(input: AssistantInput): Promise<string>;
}

/** A failure of the assistant, in words for the user. */
export class AssistantError extends Error {
  override name = 'AssistantError';
}

export const OFFLINE_ASSISTANT_NAME = 'Vita built-in assistant';

export const assistantTexts = {
  timeout: 'The assistant did not answer in time. Please try again.',
  unreachable:
    'The assistant could not be reached at {host}. Check ASSISTANT_BASE_URL and that the model server is running.',
  refused:
    'The assistant refused the request (HTTP {status}). Check ASSISTANT_API_KEY and ASSISTANT_MODEL.',
  failed: 'The assistant failed (HTTP {status}). Please try again.',
  empty: 'The assistant sent an empty reply. Please try again.',
} as const;

const hostOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).host : 'its address';
  } catch {
    return 'its address';
  }
};

/** A provider failure as the user reads it; the API key never appears in it. */
function describeFailure(error: unknown, host: string): AssistantError {
  if (error instanceof AssistantError) return error;
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (status === undefined)
      return new AssistantError(assistantTexts.unreachable.replace('{host}', host));
    const template =
      status === 401 || status === 403 || status === 404
        ? assistantTexts.refused
        : assistantTexts.failed;
    return new AssistantError(template.replace('{status}', String(status)));
  }
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  if (
    cause?.code === 'ECONNREFUSED' ||
    cause?.code === 'ENOTFOUND' ||
    cause?.code === 'EHOSTUNREACH'
  ) {
    return new AssistantError(assistantTexts.unreachable.replace('{host}', host));
  }
  return new AssistantError(assistantTexts.failed.replace(' (HTTP {status})', ''));
}

/**
 * The one assistant interface over two kinds: the built-in offline model (no network, no
 * download) and any OpenAI-compatible API. Both go through the AI SDK's `streamText`, with the
 * same grounding: the user's data and the conversation so far. Every reply is bounded in time.
 */
export function createAssistant(settings: AssistantSettings): Assistant {
  const firstChunkMs = settings.firstChunkTimeoutMs ?? 30_000;
  const idleMs = settings.idleTimeoutMs ?? 30_000;
  const totalMs = settings.totalTimeoutMs ?? 120_000;
  const online = settings.kind === 'openai-compatible';
  const host = hostOf(settings.baseUrl);
  const provider = online
    ? createOpenAICompatible({
        name: 'assistant',
        baseURL: settings.baseUrl ?? '',
        ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
      })
    : null;
  const info: AssistantInfo = online
    ? {
        name: `${settings.model ?? 'model'} via ${host}`,
        offline: false,
        model: settings.model ?? null,
      }
    : { name: OFFLINE_ASSISTANT_NAME, offline: true, model: null };

  const modelFor = (grounding: AssistantGrounding): LanguageModel =>
    provider ? provider(settings.model ?? '') : createOfflineModel(grounding);

  async function* stream({ grounding, message, signal }: AssistantInput): AsyncIterable<string> {
    const timeout = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const arm = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => timeout.abort(), ms);
    };
    const total = setTimeout(() => timeout.abort(), totalMs);
    const signals = [timeout.signal, ...(signal ? [signal] : [])];
    let failure: unknown = null;
    const messages: ModelMessage[] = [
      ...grounding.history.map(
        (turn) => ({ role: turn.role, content: turn.content }) as ModelMessage,
      ),
      { role: 'user', content: message },
    ];
    const result = streamText({
      model: modelFor(grounding),
      ...(provider ? { system: renderGroundingPrompt(grounding) } : {}),
      messages,
      maxRetries: 0,
      abortSignal: AbortSignal.any(signals),
      onError: ({ error }) => {
        failure = error;
      },
    });
    arm(firstChunkMs);
    let any = false;
    try {
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta' && part.text) {
          any = true;
          arm(idleMs);
          yield part.text;
        } else if (part.type === 'error') {
          failure = part.error;
        }
      }
    } catch (error) {
      failure ??= error;
    } finally {
      clearTimeout(timer);
      clearTimeout(total);
    }
    if (signal?.aborted) return;
    if (timeout.signal.aborted) throw new AssistantError(assistantTexts.timeout);
    if (failure) throw describeFailure(failure, host);
    if (!any) throw new AssistantError(assistantTexts.empty);
  }

  return {
    info,
    stream,
    async reply(input) {
      let text = '';
      for await (const piece of stream(input)) text += piece;
      return text;
    },
  };
}
