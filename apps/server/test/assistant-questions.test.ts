import { afterAll, describe, expect, it } from 'vitest';
import { composeOfflineReply, detectIntent } from '../src/infra/assistant/offline';
import { grounding } from './assistant-fixtures';
import { PROFILES, QUESTIONS } from './fixtures/assistant-questions';

/** Per request: how many questions were routed right, and how many answers held their facts. */
const figures = new Map<string, { asked: number; routed: number; facts: number }>();

afterAll(() => {
  const rows = [...figures].map(
    ([intent, f]) =>
      `${intent.padEnd(13)} ${String(f.asked).padStart(3)} asked, ${String(f.routed).padStart(3)} routed right, ${String(f.facts).padStart(3)} with the right facts`,
  );
  console.log(`The assistant's question set (${QUESTIONS.length} questions):\n${rows.join('\n')}`);
});

describe('the assistant question set', () => {
  it('holds at least 60 questions over several profiles, several per request', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(60);
    const perIntent = new Map<string, number>();
    for (const q of QUESTIONS) perIntent.set(q.intent, (perIntent.get(q.intent) ?? 0) + 1);
    expect(
      Math.min(
        ...[...perIntent]
          .filter(([i]) => i !== 'interview' && i !== 'skills' && i !== 'tailor')
          .map(([, n]) => n),
      ),
    ).toBeGreaterThanOrEqual(3);
  });

  it.each(QUESTIONS.map((q, index) => [index, q.intent, q.question.slice(0, 60), q] as const))(
    '#%i %s: %s',
    (_index, _intent, _text, q) => {
      const g = grounding(PROFILES[q.profile], { history: q.history ?? [] });
      const routed = detectIntent(q.question, g.history);
      const reply = composeOfflineReply(g, q.question);
      const missing = (q.must ?? []).filter((text) => !reply.includes(text));
      const wrong = (q.mustNot ?? []).filter((text) => reply.includes(text));
      const f = figures.get(q.intent) ?? { asked: 0, routed: 0, facts: 0 };
      f.asked++;
      if (routed === q.intent) f.routed++;
      if (!missing.length && !wrong.length) f.facts++;
      figures.set(q.intent, f);
      expect({
        routed,
        missing,
        wrong,
        reply: missing.length || wrong.length ? reply : '',
      }).toEqual({ routed: q.intent, missing: [], wrong: [], reply: '' });
    },
  );
});
