import type * as Ai from 'ai';
import type { LanguageModel, ModelMessage } from 'ai';
import {
  CHAT_REPLY_MAX_LENGTH,
  chatServerTexts,
  cutAtBoundary,
  type AnalysisResult,
} from '@vita/api/schemas';
import type { AssistantGrounding } from './grounding';
import { createOfflineModel, type CoverLetterFacts } from './offline';
import { renderAnalysisPrompt, renderCoverLetterPrompt, renderGroundingPrompt } from './prompt';

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

export interface Assistant {
  info: AssistantInfo;
  /**
   * Starts loading what a reply needs (the AI SDK loads with the first reply, not with the
   * server), so a chat that opens is ready when its first question comes. Never throws.
   */
  prepare?(): void;
  /**
   * Streams the reply's text deltas. Throws AssistantError (message is user-facing) on provider
   * failure/timeouts; stops quietly when `signal` aborts (the caller knows it cancelled).
   */
  stream(input: {
    grounding: AssistantGrounding;
    message: string;
    signal: AbortSignal;
    /**
     * A resume analysis to write up instead of an answer to `message`: the built-in assistant
     * streams its report as it is; a language model words it from the structured result.
     */
    analysis?: AnalysisToWrite;
    /**
     * A cover letter to write instead of an answer: the built-in assistant streams its draft as
     * it is; a language model words it from the same facts.
     */
    letter?: LetterToWrite;
  }): AsyncIterable<string>;
  /** The whole reply at once (for the non-streamed endpoint). */
  reply(input: {
    grounding: AssistantGrounding;
    message: string;
    signal?: AbortSignal;
  }): Promise<string>;
}

export interface AnalysisToWrite {
  result: AnalysisResult;
  /** The built-in writer's report of the result. */
  report: string;
}

export interface LetterToWrite {
  facts: CoverLetterFacts;
  /** The built-in draft from the same facts. */
  draft: string;
}

/** A failure of the assistant; its message is written for the user and never holds the key. */
export class AssistantError extends Error {
  override name = 'AssistantError';
}

export const OFFLINE_ASSISTANT_NAME = 'Vita built-in assistant';

/** What the user reads when a reply fails; `{host}` and `{status}` are filled in. */
export const assistantTexts = {
  timeout: 'The assistant did not answer in time. Please try again.',
  unreachable:
    "The assistant's provider could not be reached at {host}. Check ASSISTANT_BASE_URL and that the server is running.",
  refused: "The assistant's provider refused the request (HTTP {status}). Check ASSISTANT_API_KEY.",
  notFound:
    "The assistant's provider does not know this model or address (HTTP 404). Check ASSISTANT_MODEL and ASSISTANT_BASE_URL.",
  busy: "The assistant's provider is busy (HTTP 429). Please try again in a moment.",
  failed: "The assistant's provider failed (HTTP {status}).",
  broken: 'The assistant failed. Please try again.',
  empty: 'The assistant sent an empty reply. Please try again.',
} as const;

export const DEFAULT_FIRST_CHUNK_TIMEOUT_MS = 30_000;
export const DEFAULT_IDLE_TIMEOUT_MS = 30_000;
export const DEFAULT_TOTAL_TIMEOUT_MS = 120_000;

/**
 * The AI SDK, loaded with the first reply rather than with the server: it took the longest of
 * the libraries a start loaded, and a start needs none of it.
 */
type AiSdk = typeof Ai;
let aiSdk: Promise<AiSdk> | null = null;
const loadAiSdk = () => (aiSdk ??= import('ai'));

/** Host and port only: a base URL may carry credentials or tokens in its user part or path. */
function hostOf(url: string): string {
  try {
    return new URL(url).host || 'its address';
  } catch {
    return 'its address';
  }
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
]);

/** The network error code somewhere down an error's causes, if any. */
function networkCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * A provider failure as the user reads it. Provider messages are left out on purpose: some echo
 * part of the key back, and none of them tell the user what to do.
 */
function describeFailure(error: unknown, host: string, ai: AiSdk): AssistantError {
  const { APICallError, RetryError } = ai;
  if (error instanceof AssistantError) return error;
  if (RetryError.isInstance(error)) return describeFailure(error.lastError, host, ai);
  const status = APICallError.isInstance(error) ? error.statusCode : undefined;
  if (status === 401 || status === 403)
    return new AssistantError(assistantTexts.refused.replace('{status}', String(status)));
  if (status === 404) return new AssistantError(assistantTexts.notFound);
  if (status === 429) return new AssistantError(assistantTexts.busy);
  if (status !== undefined)
    return new AssistantError(assistantTexts.failed.replace('{status}', String(status)));
  if (APICallError.isInstance(error) || networkCode(error))
    return new AssistantError(assistantTexts.unreachable.replace('{host}', host));
  return new AssistantError(assistantTexts.broken);
}

const toMessages = (grounding: AssistantGrounding, message: string): ModelMessage[] => [
  ...grounding.history.map((turn): ModelMessage =>
    turn.role === 'user'
      ? { role: 'user', content: turn.content }
      : { role: 'assistant', content: turn.content },
  ),
  { role: 'user', content: message },
];

/**
 * The one assistant interface over two kinds: the built-in offline model (no network, no
 * download) and any OpenAI-compatible API. Both go through the AI SDK's `streamText` with the
 * same conversation, and every reply is bounded in time so a silent provider never hangs a chat.
 */
export function createAssistant(settings: AssistantSettings): Assistant {
  const firstChunkMs = settings.firstChunkTimeoutMs ?? DEFAULT_FIRST_CHUNK_TIMEOUT_MS;
  const idleMs = settings.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  const totalMs = settings.totalTimeoutMs ?? DEFAULT_TOTAL_TIMEOUT_MS;

  let info: AssistantInfo;
  let host = 'its address';
  let call: (
    grounding: AssistantGrounding,
    analysis: AnalysisToWrite | undefined,
    letter: LetterToWrite | undefined,
  ) => Promise<{ model: LanguageModel; system?: string }>;
  if (settings.kind === 'openai-compatible') {
    const { baseUrl, model } = settings;
    if (!baseUrl || !model) {
      throw new Error('An OpenAI-compatible assistant needs a base URL and a model.');
    }
    host = hostOf(baseUrl);
    // Loaded with the first reply too, for the same reason as the SDK.
    let provider: Promise<(modelId: string) => LanguageModel> | null = null;
    const loadProvider = () =>
      (provider ??= import('@ai-sdk/openai-compatible').then(({ createOpenAICompatible }) =>
        createOpenAICompatible({
          name: 'assistant',
          baseURL: baseUrl,
          ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
        }),
      ));
    info = { name: `${model} via ${host}`, offline: false, model };
    call = async (grounding, analysis, letter) => ({
      model: (await loadProvider())(model),
      system: analysis
        ? renderAnalysisPrompt(analysis.result, analysis.report)
        : letter
          ? renderCoverLetterPrompt(letter.facts, letter.draft)
          : renderGroundingPrompt(grounding),
    });
  } else {
    info = { name: OFFLINE_ASSISTANT_NAME, offline: true, model: null };
    // The built-in model reads the grounding itself; a system prompt would tell it nothing.
    call = async (grounding, analysis, letter) => ({
      model: createOfflineModel(grounding, analysis?.report ?? letter?.draft),
    });
  }

  async function* stream(input: {
    grounding: AssistantGrounding;
    message: string;
    signal?: AbortSignal | undefined;
    analysis?: AnalysisToWrite | undefined;
    letter?: LetterToWrite | undefined;
  }): AsyncGenerator<string> {
    const { grounding, message, signal, analysis, letter } = input;
    if (signal?.aborted) return;
    const ai = await loadAiSdk();
    const model = await call(grounding, analysis, letter);
    if (signal?.aborted) return;
    // Our own abort: for the time bounds, and to drop the request when the consumer stops early.
    const own = new AbortController();
    let timedOut = false;
    const expire = () => {
      timedOut = true;
      own.abort();
    };
    let idle = setTimeout(expire, firstChunkMs);
    const total = setTimeout(expire, totalMs);
    let failure: unknown = null;
    let replied = false;
    // A reply that would pass the cap ends with the note instead, and the provider is stopped.
    // The text past `room` is held back until it is known whether the note must replace it.
    const tail = `\n\n${chatServerTexts.replyCut}`;
    const room = CHAT_REPLY_MAX_LENGTH - tail.length;
    let sent = 0;
    let held = '';
    let capped = false;

    const result = ai.streamText({
      ...model,
      // A write-up needs its facts only, not the conversation so far.
      messages:
        analysis || letter ? [{ role: 'user', content: message }] : toMessages(grounding, message),
      // A failing provider is reported at once; the user can ask again.
      maxRetries: 0,
      abortSignal: signal ? AbortSignal.any([own.signal, signal]) : own.signal,
      onError: ({ error }) => {
        failure ??= error;
      },
    });

    try {
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta' || part.type === 'reasoning-delta') {
          // Any output from the model (thinking included) shows it is alive.
          clearTimeout(idle);
          if (part.type === 'text-delta' && part.text) {
            replied = true;
            if (held || sent + part.text.length > room) {
              held += part.text;
              if (sent + held.length > CHAT_REPLY_MAX_LENGTH) {
                // Cut where the held text ends a line, sentence or word, else where it starts.
                const fits = held.slice(0, room - sent);
                capped = true;
                yield `${/[\s.!?]/.test(fits) ? cutAtBoundary(fits) : ''}${tail}`;
                break;
              }
            } else {
              sent += part.text.length;
              // The consumer's own pace does not count as the provider's silence.
              yield part.text;
            }
          }
          idle = setTimeout(expire, idleMs);
        } else if (part.type === 'error') {
          failure ??= part.error;
        }
      }
    } catch (error) {
      failure ??= error;
    } finally {
      clearTimeout(idle);
      clearTimeout(total);
      own.abort();
    }

    if (held && !capped) yield held;
    if (signal?.aborted || capped) return;
    if (timedOut) throw new AssistantError(assistantTexts.timeout);
    if (failure !== null) throw describeFailure(failure, host, ai);
    if (!replied) throw new AssistantError(assistantTexts.empty);
  }

  return {
    info,
    prepare() {
      // A failure to load shows on the first reply, which loads again.
      loadAiSdk().catch(() => {
        aiSdk = null;
      });
    },
    stream,
    async reply(input) {
      let text = '';
      for await (const piece of stream(input)) text += piece;
      return text;
    },
  };
}
