import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_REPLY_MAX_LENGTH,
  chatServerTexts,
  LONG_TEXT_MAX_LENGTH,
  type Profile,
  SECTION_MAX_ENTRIES,
  type ChatServerEvent,
} from '@vita/api/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeOfflineReply } from '../src/infra/assistant/offline';
import { API, bearer, build, signupAndLogin, type TestApp, type TestUser } from './helper';
import { connectChat, listenForSockets, messagesOf, newConversation, ofType } from './chat-client';

/** A text of exactly `length` characters in sentences, different for each `seed`. */
function longText(seed: string, length = LONG_TEXT_MAX_LENGTH): string {
  let text = '';
  for (let i = 0; text.length < length; i++) {
    text += `Led the ${seed} team through release ${i}, cutting costs by ${i % 90}% with Kubernetes and Go. `;
  }
  return text.slice(0, length);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A profile at every limit: 50 overlapping roles, 50 entries in every section, 5,000-character texts. */
async function fillProfile(t: TestApp, user: TestUser) {
  const save = async (path: string, body: unknown) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/onboarding/${path}`,
      headers: bearer(user.token),
      payload: body as object,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const entries = Array.from({ length: SECTION_MAX_ENTRIES }, (_, i) => i);
  await save('profile', {
    professional_title: 'Staff Engineer',
    location: 'Lisbon',
    professional_summary: longText('summary'),
  });
  await save(
    'work-experience',
    entries.map((i) => ({
      job_title: `Engineer ${i}`,
      company_name: `Company ${i}`,
      // Every role overlaps the others.
      start_date: `20${pad(10 + (i % 10))}-0${1 + (i % 9)}-01`,
      end_date: null,
      is_current: true,
      description: longText(`role ${i}`),
      skills_used: longText(`skills ${i}`),
      achievements: longText(`achievement ${i}`),
    })),
  );
  await save(
    'education',
    entries.map((i) => ({
      institution_name: `University ${i}`,
      degree: "Master's Degree",
      field_of_study: `Field ${i}`,
      start_date: `20${pad(10 + (i % 10))}-09-01`,
      end_date: null,
      is_current: true,
      description: longText(`study ${i}`),
      activities: longText(`club ${i}`),
    })),
  );
  await save(
    'certifications',
    entries.map((i) => ({
      name: `Certificate ${i}`,
      issuing_organization: `Board ${i}`,
      issue_date: '2020-01-01',
      description: longText(`certificate ${i}`),
    })),
  );
  await save(
    'skills',
    entries.map((i) => ({ name: `Skill ${i}`, proficiency_level: 'expert', category: 'Tools' })),
  );
  await save(
    'projects',
    entries.map((i) => ({
      name: `Project ${i}`,
      description: longText(`project ${i}`),
      start_date: '2020-01-01',
      is_ongoing: true,
      technologies_used: ['Go', 'Rust'],
    })),
  );
}

let t: TestApp;
let base: string;
let origin: string;
beforeAll(async () => {
  // The built-in assistant, as a server without a provider runs it.
  t = await build({}, { today: () => '2026-11-25' });
  base = await listenForSockets(t);
  origin = base.replace(/^ws:/, 'http:').replace(API, '');
});
afterAll(() => t.close());

describe('a very long reply', () => {
  it('is capped, travels as deltas, and other members are served while it streams', async () => {
    const user = await signupAndLogin(t.app);
    const other = await signupAndLogin(t.app);
    await fillProfile(t, user);
    // What the built-in assistant composes for this profile before the cap (which also has the
    // rules' patterns compiled before the server composes the same reply).
    const profile = await t.app.inject({
      method: 'GET',
      url: `${API}/users/me/profile`,
      headers: bearer(user.token),
    });
    // A long bullet to rewrite: quoted, then written three ways, the reply passes the cap.
    const asked = `Rewrite this bullet: ${longText('migration', CHAT_MESSAGE_MAX_LENGTH - 40)}`;
    const composing = performance.now();
    const uncapped = composeOfflineReply(
      {
        user: { full_name: null, email: user.email },
        profile: profile.json<Profile>(),
        cvs: [],
        attachments: [],
        history: [],
        today: '2026-11-25',
      },
      asked,
    );
    const composedMs = performance.now() - composing;
    expect(uncapped.length).toBeGreaterThan(CHAT_REPLY_MAX_LENGTH);
    const conversation = await newConversation(t, user);
    const client = connectChat(base, conversation.id, user.token);
    let chunkBytes = 0;
    client.socket.on('message', (data: Buffer) => {
      if (data.includes('"type":"stream_chunk"')) chunkBytes += data.length;
    });

    // What happened, in the order it happened: another member's requests, and the reply's end.
    const order: string[] = [];
    const chunksSoFar = () => client.events.filter(ofType('stream_chunk')).length;
    const timed = (name: string, path: string, headers: Record<string, string> = {}) => {
      const asked = performance.now();
      return fetch(`${origin}${API}${path}`, { headers }).then(async (res) => {
        await res.arrayBuffer();
        order.push(name);
        return { status: res.status, ms: performance.now() - asked, chunks: chunksSoFar() };
      });
    };
    // One request while the reply is composed, one while it streams.
    const sent = performance.now();
    client.send({ message: asked });
    const me = timed('me', '/users/me', bearer(other.token));
    await client.next(ofType('stream_chunk'));
    const firstChunkMs = performance.now() - sent;
    const answers = Promise.all([me, timed('health', '/utils/health-check/')]);
    const done = await client.next(ofType('stream_complete'));
    order.push('complete');
    const streamedMs = performance.now() - sent;
    const [meAnswer, health] = await answers;
    if (done.type !== 'stream_complete') throw new Error('unreachable');

    // Both were answered before the reply ended, while chunks were still to come: without the
    // stream yielding they waited for the whole reply. (Asserted by order, not by milliseconds,
    // which a busy machine stretches; the times are printed below.)
    expect(order).toEqual([expect.any(String), expect.any(String), 'complete']);
    expect([meAnswer.status, health.status]).toEqual([200, 200]);
    const chunks = client.events.filter(ofType('stream_chunk'));
    expect(Math.max(meAnswer.chunks, health.chunks)).toBeLessThan(chunks.length);

    // Capped, cut at a line or sentence, and saying so.
    const final = done.content;
    expect(final.length).toBeLessThanOrEqual(CHAT_REPLY_MAX_LENGTH);
    expect(final.endsWith(`\n\n${chatServerTexts.replyCut}`)).toBe(true);
    // Each chunk carries its new text only: together they are the reply, once.
    expect(chunks.map((chunk) => chunk.content).join('')).toBe(final);
    expect(chunks.reduce((sum, chunk) => sum + chunk.content.length, 0)).toBe(final.length);
    // Bytes on the socket grow with the reply: JSON escaping at most doubles a character, and
    // each frame adds its envelope.
    const envelope = JSON.stringify({
      type: 'stream_chunk',
      content: '',
    } satisfies ChatServerEvent).length;
    expect(chunkBytes).toBeLessThanOrEqual(2 * Buffer.byteLength(final) + envelope * chunks.length);
    expect(chunkBytes).toBeLessThan(4 * CHAT_REPLY_MAX_LENGTH + envelope * chunks.length);

    const stored = await messagesOf(t, user, conversation.id);
    expect(stored.data[0]).toMatchObject({ role: 'assistant', content: final, incomplete: false });
    console.info(
      `long reply: ${uncapped.length} characters composed in ${composedMs.toFixed(0)} ms, ` +
        `${final.length} sent in ${chunks.length} chunks, ${chunkBytes} bytes; ` +
        `first chunk after ${firstChunkMs.toFixed(0)} ms, complete after ${streamedMs.toFixed(0)} ms; ` +
        `another member's GET /users/me sent with the question took ${meAnswer.ms.toFixed(0)} ms, ` +
        `the health check sent at the first chunk ${health.ms.toFixed(0)} ms`,
    );
    client.socket.close();
  });
});
