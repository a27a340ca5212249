import {
  CHAT_CLOSE,
  CHAT_FRAME_MAX_BYTES,
  ChatClientFrameSchema,
  ChatServerEventSchema,
  type ConversationPublic,
} from '@vita/api/schemas';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectChat, listenForSockets, newConversation, type ChatClient } from './chat-client';
import { FUZZ_SEED as SEED, fuzzRuns, hostile } from './fuzz-values';
import { API, build, signupAndLogin, type TestApp, type TestUser } from './helper';

/**
 * Frames generated from the chat socket's declared client frames (near-valid ones, wrong types,
 * nulls, empty and huge values, unknown keys, NUL and lone surrogates), and frames that are no
 * JSON, binary or too large, each sent on a socket of its own. Every frame gets an answer: an
 * event of the declared kinds, or a close with a declared code; and the server stays up. The
 * seed is fixed; FUZZ_SEED and FUZZ_RUNS try others.
 */
const RUNS = fuzzRuns(60);
/** Far longer than any answer to one frame takes; only a frame left unanswered reaches it. */
const ANSWER_WAIT_MS = 10_000;
const DECLARED_CLOSES = new Set<number>([1000, 1001, ...Object.values(CHAT_CLOSE)]);

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('Hello', 'a\u0000b', '\uD800 alone', 'http://127.0.0.1:1/posting', 'cv.pdf'),
);
const maybe = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 4, arbitrary }, { weight: 1, arbitrary: hostile });

/** The three declared frames, their fields near-valid or hostile, and unknown keys now and then. */
const declaredFrame = fc
  .tuple(
    fc.oneof(
      fc.record(
        {
          type: maybe(fc.constantFrom('chat', undefined)),
          message: maybe(text),
          attachment_ids: maybe(fc.array(maybe(fc.uuid()), { maxLength: 3 })),
        },
        { requiredKeys: [] },
      ),
      fc.record(
        {
          type: maybe(fc.constant('resume_analysis')),
          message: maybe(text),
          job_url: maybe(fc.constantFrom('http://127.0.0.1:1/posting', 'ftp://x', 'http://', '')),
          cv_path: maybe(text),
        },
        { requiredKeys: [] },
      ),
      fc.record({ type: maybe(fc.constant('cancel')) }, { requiredKeys: [] }),
    ),
    fc.option(fc.dictionary(fc.string({ maxLength: 8 }), hostile, { maxKeys: 2 }), { freq: 3 }),
  )
  .map(([frame, extra]) => (extra ? { ...extra, ...frame } : frame));

/** What is sent: JSON text of a frame or of anything, text that is no JSON, bytes, or too much. */
const sent: fc.Arbitrary<{ data: string | Buffer; binary: boolean }> = fc.oneof(
  {
    weight: 6,
    arbitrary: declaredFrame.map((frame) => ({ data: JSON.stringify(frame), binary: false })),
  },
  {
    weight: 2,
    arbitrary: hostile.map((value) => ({ data: JSON.stringify(value) ?? '', binary: false })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('{', '', 'null', '{"type":', '\u0000')
      .map((data) => ({ data, binary: false })),
  },
  {
    weight: 1,
    arbitrary: fc
      .uint8Array({ maxLength: 64 })
      .map((bytes) => ({ data: Buffer.from(bytes), binary: true })),
  },
  {
    weight: 1,
    arbitrary: fc.constant({
      data: JSON.stringify({ message: 'x'.repeat(CHAT_FRAME_MAX_BYTES) }),
      binary: false,
    }),
  },
);

let t: TestApp;
let base: string;
let user: TestUser;
let conversation: ConversationPublic;
beforeAll(async () => {
  t = await build({ WRITES_PER_MINUTE: '1000000' });
  base = await listenForSockets(t);
  user = await signupAndLogin(t.app);
  conversation = await newConversation(t, user);
});
afterAll(() => t.close());

/** The first answer to what was sent: an event, or the socket's close. */
function firstAnswer(client: ChatClient) {
  return Promise.race([
    client.next(() => true).then((event) => ({ event })),
    client.closed.then((close) => ({ close })),
    new Promise<{ none: true }>((resolve) =>
      setTimeout(() => resolve({ none: true }), ANSWER_WAIT_MS),
    ),
  ]);
}

describe('chat socket frames, fuzzed from their declaration', () => {
  it('answers every frame with a declared event or close, and the server stays up', async () => {
    await fc
      .assert(
        fc.asyncProperty(sent, async ({ data, binary }) => {
          const client = connectChat(base, conversation.id, user.token);
          await new Promise((resolve) => client.socket.once('open', resolve));
          client.socket.send(data, { binary });
          const answer = await firstAnswer(client);
          const what = `${binary ? 'bytes' : 'text'} ${String(data).slice(0, 200)}`;
          expect(answer, what).not.toHaveProperty('none');
          if ('event' in answer) {
            expect(ChatServerEventSchema.safeParse(answer.event).success, what).toBe(true);
            let declared: boolean;
            try {
              declared =
                !binary && ChatClientFrameSchema.safeParse(JSON.parse(String(data))).success;
            } catch {
              declared = false;
            }
            // A frame that is not one of the declared ones is answered with an error.
            if (!declared) expect(answer.event.type, what).toBe('error');
          }
          if ('close' in answer) expect(DECLARED_CLOSES.has(answer.close.code), what).toBe(true);
          client.socket.close();
          await client.closed;
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      )
      .catch((error: unknown) => {
        throw new Error(`fuzz seed ${SEED}: ${String(error)}`, { cause: error });
      });
    const health = await t.app.inject({ method: 'GET', url: `${API}/utils/health-check/` });
    expect(health.statusCode).toBe(200);
  });
});
