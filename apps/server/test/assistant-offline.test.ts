import { streamText } from 'ai';
import { describe, expect, it } from 'vitest';
import {
  composeOfflineReply,
  createOfflineModel,
  detectIntent,
} from '../src/infra/assistant/offline';
import { emptyProfile, engineerProfile, grounding, nurseProfile } from './assistant-fixtures';

const engineer = grounding(engineerProfile);

describe('the offline assistant', () => {
  it('reviews the profile quoting its real data: gaps, overlaps, weak bullets, missing contacts', () => {
    const reply = composeOfflineReply(engineer, 'Can you review my profile?');
    expect(reply).toContain('Hi Inês!');
    expect(reply).toContain('as “Senior Software Engineer”');
    expect(reply).toContain(
      'A gap of 7 months between Software Engineer at Farfetch (ended Feb 2019) and Senior Software Engineer at Talkdesk (started Sep 2019)',
    );
    expect(reply).toContain(
      'Senior Software Engineer at Talkdesk and Mentor at Code for Portugal overlap from Jan 2020 to Jun 2021',
    );
    expect(reply).toContain(
      '“Responsible for the checkout service” (Software Engineer at Farfetch) starts with “responsible for”',
    );
    expect(reply).toContain(
      '“Helped with hiring and onboarding of new engineers” (Senior Software Engineer at Talkdesk) starts with “helped”',
    );
    expect(reply).toContain(
      '“Led the migration of the routing engine to Kubernetes” (Senior Software Engineer at Talkdesk): how many',
    );
    expect(reply).toContain('Add a phone number and a portfolio or GitHub link');
    expect(reply).toContain('Your summary has 5 words');
    // Bullets with a number are not called out.
    expect(reply).not.toContain('“Cut checkout latency');
    expect(reply).toContain("I'm Vita's built-in assistant");
  });

  it('writes a summary from profile facts only', () => {
    const reply = composeOfflineReply(engineer, 'Write my professional summary');
    expect(reply).toContain(
      '> Senior Software Engineer with 9 years of experience, currently Senior Software Engineer at Talkdesk. Strongest in Go, Java, k8s and SQL. Cut checkout latency by 40% for 2 million monthly users.',
    );
    expect(reply).toContain('> Engineer who likes building things.');
    expect(reply).not.toMatch(/Python|React|Terraform/);
  });

  it('never claims a skill the profile lacks, and tells Java from JavaScript', () => {
    const reply = composeOfflineReply(
      engineer,
      'Which skills should I add for a frontend developer?',
    );
    const [, toAdd = ''] = reply.split('### What to add, if you have used it');
    expect(reply).toContain('For a **Frontend Engineer**');
    // Nothing of a frontend engineer's list is in the profile: "Java" is not "JavaScript".
    expect(reply).not.toContain('What your profile already shows');
    expect(toAdd).toContain('- JavaScript');
    expect(toAdd).toContain('- React');

    const backend = composeOfflineReply(engineer, 'skills for a backend engineer');
    expect(backend).toContain('- Go: in your skills (expert)');
    expect(backend).toContain('- Java: in your skills (advanced)');
    expect(backend).toContain('- PostgreSQL: in Software Engineer at Farfetch');
    expect(backend).toMatch(/What to add[^#]*- Python/);
  });

  it('keeps the request of a short follow-up', () => {
    const history = [
      { role: 'user' as const, content: 'Which skills for a data engineer?' },
      { role: 'assistant' as const, content: '…' },
    ];
    expect(detectIntent('and for a product manager?', history)).toBe('skills');
    const reply = composeOfflineReply(
      grounding(engineerProfile, { history }),
      'and for a product manager?',
    );
    expect(reply).toContain('For a **Product Manager**');
  });

  it('compares a pasted posting with the profile, Go not read in "go-to"', () => {
    const posting = `We are hiring a Backend Engineer to be the go-to person for our platform. ${'You will build services. '.repeat(10)} Requirements: Java, Kubernetes, Terraform and PostgreSQL. Nice to have: Python.`;
    const reply = composeOfflineReply(engineer, posting);
    expect(reply).toContain(
      'The posting names 5 skill(s) I recognise: Java, Kubernetes, PostgreSQL, Python and Terraform.',
    );
    expect(reply).toMatch(
      /Skills your profile shows\n\n- Java: in your skills \(advanced\)\n- Kubernetes: in your skills \(advanced\)\n- PostgreSQL/,
    );
    expect(reply).toMatch(/does not show\n\n- Python\n- Terraform/);
    expect(reply).not.toMatch(/\bGo\b.*recognise/);
  });

  it('prepares interview questions for the listed skills and roles', () => {
    const reply = composeOfflineReply(
      grounding(nurseProfile),
      'Give me interview questions to prepare',
    );
    expect(reply).toContain('**Patient assessment** (expert)');
    expect(reply).toContain(
      'Walk through how you prioritise several patients at the start of a shift.',
    );
    expect(reply).toContain(
      "Tell me about a time at St James's University Hospital when something went wrong",
    );
  });

  it('explains what it can do, honestly, and answers the unknown with its capabilities', () => {
    const help = composeOfflineReply(engineer, 'What can you do?');
    expect(help).toContain(
      "I'm Vita's built-in assistant. I work offline, without a language model",
    );
    expect(help).toContain('I can see 3 role(s) and 4 skill(s) in your profile.');
    const odd = composeOfflineReply(engineer, 'What is the capital of Peru?');
    expect(odd).toContain("I can't answer that one from your data, but here is what I can do.");
    expect(odd).toContain('**Review your profile**');
    expect(odd).not.toMatch(/sorry|apolog/i);
  });

  it('reviews an attached CV when asked about it', () => {
    const reply = composeOfflineReply(
      grounding(emptyProfile, {
        attachments: [
          {
            filename: 'cv.pdf',
            text: 'Jo Bloggs\njo@example.com\nExperience\nResponsible for daily reports and filing\nSkills\nExcel, SQL',
          },
        ],
      }),
      'Please review my CV',
    );
    expect(reply).toContain('Here is my review of “cv.pdf” (15 words).');
    expect(reply).toContain('I did not find a phone number and your LinkedIn URL.');
    expect(reply).toContain('I did not find a standard Education heading');
    expect(reply).toContain(
      '“Responsible for daily reports and filing” (cv.pdf) starts with “responsible for”',
    );
    expect(reply).toContain('Skills I recognise in it: Excel and SQL.');
  });

  it('helps an empty profile instead of failing', () => {
    const g = grounding(emptyProfile);
    expect(composeOfflineReply(g, 'review my profile')).toContain(
      '- Basic information (your professional title and location)',
    );
    expect(composeOfflineReply(g, 'write my summary')).toContain('I need something to write from');
    expect(composeOfflineReply(g, 'interview questions')).toContain(
      'Add your skills and roles to your profile first',
    );
  });

  it('gives the same reply for the same input, streamed or whole', async () => {
    const a = composeOfflineReply(engineer, 'review my profile');
    expect(composeOfflineReply(structuredClone(engineer), 'review my profile')).toBe(a);
    const result = streamText({ model: createOfflineModel(engineer), prompt: 'review my profile' });
    const pieces: string[] = [];
    for await (const piece of result.textStream) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(20);
    expect(pieces.join('')).toBe(a);
  });

  it('stops streaming when aborted', async () => {
    const controller = new AbortController();
    const result = streamText({
      model: createOfflineModel(engineer),
      prompt: 'review my profile',
      abortSignal: controller.signal,
      onError: () => undefined,
    });
    let text = '';
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') {
        text += part.text;
        if (text.length > 20) controller.abort();
      }
    }
    expect(text.length).toBeLessThan(composeOfflineReply(engineer, 'review my profile').length);
  });
});
