import { chatSuggestions, isActivity } from '@vita/api/schemas';
import { afterAll, describe, expect, it } from 'vitest';
import { composeOfflineReply, detectIntent } from '../src/infra/assistant/offline';
import { emptyProfile, grounding } from './assistant-fixtures';
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
      const g = grounding(PROFILES[q.profile], {
        history: q.history ?? [],
        ...(q.applications ? { applications: q.applications } : {}),
        ...(q.analysis ? { analysis: q.analysis } : {}),
      });
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

describe('the chat’s suggested questions', () => {
  it.each(Object.entries(PROFILES))(
    'for the %s, are drawn from the profile and each is answered',
    (_name, profile) => {
      const suggestions = chatSuggestions(profile);
      expect(suggestions.length).toBeGreaterThanOrEqual(4);
      expect(suggestions.length).toBeLessThanOrEqual(6);
      const latest = profile.work_experiences
        .filter((w) => !isActivity(w))
        .sort(
          (a, b) =>
            Number(b.is_current) - Number(a.is_current) || b.start_date.localeCompare(a.start_date),
        )[0]!;
      expect(suggestions[0]).toBe(`Review my job at ${latest.company_name}`);
      for (const question of suggestions) {
        expect([question, detectIntent(question)]).not.toEqual([question, 'other']);
      }
    },
  );

  it('are general questions for an empty profile', () => {
    expect(chatSuggestions(emptyProfile)).toEqual([
      'Is my CV too long?',
      'Write my summary',
      'Help me write a cover letter',
      'What can you do?',
    ]);
  });
});
