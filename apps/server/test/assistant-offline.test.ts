import type { Profile } from '@vita/api/schemas';
import { generateText, streamText } from 'ai';
import { convertReadableStreamToArray } from 'ai/test';
import { describe, expect, it } from 'vitest';
import {
  OFFLINE_NOTE,
  composeOfflineReply,
  createOfflineModel,
  detectIntent,
} from '../src/infra/assistant/offline';
import { ROLES } from '../src/infra/assistant/offline/roles';
import { skillEntry, skillsIn } from '../src/infra/language/vocabulary';
import { emptyProfile, engineerProfile, grounding, nurseProfile } from './assistant-fixtures';

const engineer = grounding(engineerProfile);
const nurse = grounding(nurseProfile);
const empty = grounding(emptyProfile);
const HOW_TO_FILL =
  'Fill in the profile steps on the home page, or import your CV or a JSON Resume file in Settings.';

/** The bullet lines of one "### Title" section of a reply. */
function sectionLines(reply: string, title: string): string[] {
  const start = reply.indexOf(`### ${title}\n`);
  if (start < 0) return [];
  const rest = reply.slice(start + title.length + 5);
  const end = rest.search(/\n###|\n\n(?!-)/);
  return (end < 0 ? rest : rest.slice(0, end)).split('\n').filter((line) => line.startsWith('- '));
}

/** The bold names at the start of a section's bullets: "- **Go**: in…" → "Go". */
const boldNames = (lines: string[]) => lines.map((line) => /^- \*\*(.+?)\*\*/.exec(line)?.[1]);

const POSTING = `We are hiring a Backend Engineer to be the go-to person for our platform. ${'You will build and run services for millions of users. '.repeat(6)}Requirements: 5+ years of experience, Java, Kubernetes, Terraform and PostgreSQL. Nice to have: Python. Go to our careers page to apply.`;

describe('the offline assistant: reviews', () => {
  it('reviews the profile quoting its real roles, companies and bullets', () => {
    const reply = composeOfflineReply(engineer, 'Can you review my profile?');
    expect(
      reply.startsWith(
        'Hi Inês! Here is my review of your profile as “Senior Software Engineer” in Lisbon, Portugal: 3 roles, 1 education entry, 4 skills, 0 projects and 0 certifications.',
      ),
    ).toBe(true);
    // The gap between Farfetch and Talkdesk, and the overlap with the freelance mentoring.
    expect(reply).toContain(
      '- **A gap of 7 months** between Software Engineer at Farfetch (ended Feb 2019) and Senior Software Engineer at Talkdesk (started Sep 2019)',
    );
    expect(reply).toContain(
      '- **Senior Software Engineer at Talkdesk and Mentor at Code for Portugal overlap** from Jan 2020 to Jun 2021 (1 year and 5 months): Mentor at Code for Portugal is marked freelance',
    );
    // Weak openings, quoted, with stronger verbs and a rewrite of the user's own words.
    expect(reply).toContain(
      '- “Responsible for the checkout service” (Software Engineer at Farfetch) starts with “responsible for”: try “Owned”, “Led” or “Ran”. For example: “Owned the checkout service, …” and end with the result.',
    );
    expect(reply).toContain(
      '- “Worked on payment integrations with the finance team” (Software Engineer at Farfetch) starts with “worked on”',
    );
    expect(reply).toContain(
      '- “Helped with hiring and onboarding of new engineers” (Senior Software Engineer at Talkdesk) starts with “helped with”',
    );
    expect(sectionLines(reply, 'Bullets without a number')).toEqual([
      '- “Led the migration of the routing engine to Kubernetes” (Senior Software Engineer at Talkdesk): how many, how much, how fast? One figure makes it concrete.',
    ]);
    expect(reply).not.toContain('“Cut checkout latency');
    expect(reply).toContain('- Add a phone number and a portfolio or GitHub link');
    expect(reply).toContain('- Your summary has 5 words');
    expect(reply).toContain('- Mentor at Code for Portugal has no description or achievements');
    expect(reply).toContain('- “SQL” is in your skills list but in no role or project');
    // The first reply of a conversation says what answers.
    expect(reply.endsWith(`\n\n${OFFLINE_NOTE}`)).toBe(true);
    expect(reply).not.toMatch(/<[a-z/]/i);
  });

  it('reviews only the role a message names, by company or by the longest title named', () => {
    const farfetch = composeOfflineReply(engineer, 'Can you review my job at Farfetch?');
    expect(
      farfetch.startsWith(
        'Hi Inês! Here is my review of your role as Software Engineer at Farfetch (Sep 2016 – Feb 2019, 2 years and 6 months).',
      ),
    ).toBe(true);
    expect(boldNames(sectionLines(farfetch, 'Dates'))).toEqual(['A gap of 7 months']);
    expect(sectionLines(farfetch, 'Bullets that describe duties instead of results')).toHaveLength(
      2,
    );
    expect(sectionLines(farfetch, 'Skills')).toEqual([
      '- “Spring” and “PostgreSQL” show in this role but not in your skills list: add them with your level, as recruiters search the list.',
    ]);
    // Nothing of the other roles.
    expect(farfetch).not.toContain('Helped with hiring');
    expect(farfetch).not.toContain('Mentor at Code for Portugal');
    expect(farfetch).toContain('Ask me to “review my profile” for the whole of it.');

    // "Senior Software Engineer" names the Talkdesk role, not also "Software Engineer".
    const senior = composeOfflineReply(engineer, 'review my Senior Software Engineer role');
    expect(senior).toContain('your role as Senior Software Engineer at Talkdesk (Sep 2019 – now,');
    expect(senior).not.toContain('at Farfetch (Sep 2016');
    expect(sectionLines(senior, 'Bullets without a number')).toEqual([
      '- “Led the migration of the routing engine to Kubernetes” (Senior Software Engineer at Talkdesk): how many, how much, how fast? One figure makes it concrete.',
    ]);

    const mentor = composeOfflineReply(engineer, 'what do you think of my Mentor role?');
    expect(sectionLines(mentor, 'Details')).toEqual([
      '- Mentor at Code for Portugal: add where it was (city and country) and the skills you used there, in its “Skills used”.',
    ]);
    expect(sectionLines(mentor, 'Length and detail')).toEqual([
      '- Mentor at Code for Portugal has no description or achievements: add 2 to 4 bullets on what you did there and what came of it.',
    ]);
    // A company is named as people say it: without its legal form, or by its first word after
    // "at"; a common first word elsewhere in a sentence names nothing.
    const gmbh = grounding({
      ...engineerProfile,
      work_experiences: engineerProfile.work_experiences.map((work) =>
        work.company_name === 'Talkdesk'
          ? { ...work, company_name: 'Talkdesk Portugal Lda.' }
          : work,
      ),
    });
    for (const question of ['review my role at Talkdesk Portugal', 'how is my job at talkdesk?']) {
      expect(composeOfflineReply(gmbh, question)).toContain(
        'your role as Senior Software Engineer at Talkdesk Portugal Lda. (Sep 2019 – now,',
      );
    }
    expect(composeOfflineReply(engineer, 'review the code of my profile')).toContain(
      'Here is my review of your profile as',
    );
    // Same question, same answer; a message that names no role reviews the whole profile.
    expect(composeOfflineReply(engineer, 'what do you think of my Mentor role?')).toBe(mentor);
    expect(composeOfflineReply(engineer, 'review my profile')).toContain(
      'Here is my review of your profile as',
    );
  });

  it('reviews a nurse without asking for a GitHub link, and names the missing sections', () => {
    const reply = composeOfflineReply(nurse, 'Please look at my profile and give feedback');
    expect(reply).toContain('as “Registered Nurse” in Leeds, UK: 1 role, 0 education entries');
    expect(sectionLines(reply, 'Missing sections')).toEqual([
      '- **A professional summary**: ask me to “write my summary” for a draft.',
      '- **Education**: degrees, courses or diplomas.',
      '- **Projects or certifications** (optional): one of either shows your skills at work.',
    ]);
    expect(reply).toContain(HOW_TO_FILL);
    expect(reply).toContain('- Add your LinkedIn profile: recruiters look for them first');
    expect(reply).not.toMatch(/GitHub|portfolio/);
    expect(reply).not.toContain('### Dates');
  });

  it('reviews the newest attached CV when asked about "my CV", quoting its lines', () => {
    const g = grounding(emptyProfile, {
      attachments: [
        { filename: 'old.pdf', text: 'Old text' },
        {
          filename: 'cv.pdf',
          text: 'Jo Bloggs\njo@example.com\nExperience\nResponsible for daily reports and filing\nSkills\nExcel, SQL',
        },
      ],
    });
    const reply = composeOfflineReply(g, 'Please review my CV');
    expect(reply).toContain('Here is my review of “cv.pdf” (14 words).');
    expect(reply).toContain('I did not find a phone number and your LinkedIn URL.');
    expect(reply).toContain('I did not find standard headings for Education and Summary');
    expect(reply).toContain(
      '“Responsible for daily reports and filing” (cv.pdf) starts with “responsible for”',
    );
    expect(reply).toContain('14 words is short for a CV');
    expect(reply).toContain('Skills I recognise in it: SQL and Excel.');
    // The message the chat sends for a file with no text of its own.
    expect(composeOfflineReply(g, 'Review this CV (cv.pdf).')).toBe(reply);
    // "my profile" still means the profile.
    expect(composeOfflineReply(g, 'review my profile')).toContain(
      'Here is my review of your profile: 0 roles',
    );
  });

  it('says so when the attached file has no text, or when there is no file to review', () => {
    const scan = grounding(engineerProfile, {
      attachments: [{ filename: 'scan.pdf', text: null }],
    });
    expect(composeOfflineReply(scan, 'review the attached CV')).toContain(
      'I could not read any text in “scan.pdf”.',
    );
    const none = composeOfflineReply(engineer, 'review this CV');
    expect(none).toContain(
      'I see no readable attached CV in this conversation, so I reviewed your profile.',
    );
    expect(none).toContain('A gap of 7 months');
  });
});

describe('the offline assistant: summary', () => {
  it('drafts a summary from profile facts only, shows the old one and what changed', () => {
    const reply = composeOfflineReply(engineer, 'Write my professional summary');
    expect(reply).toContain('Your summary now:\n\n> Engineer who likes building things.');
    expect(reply).toContain(
      "> Senior Software Engineer with 9 years of experience, currently at Talkdesk. Skilled in Go, Java, Kubernetes and SQL. At Farfetch, cut checkout latency by 40% for 2 million monthly users. Holds a Master's Degree in Computer Science.",
    );
    expect(sectionLines(reply, 'What changed')).toEqual([
      '- Added your 9 years of experience.',
      '- Named your current role at Talkdesk.',
      '- Named your strongest skills: Go, Java, Kubernetes and SQL.',
      '- Added a result with a number, the proof recruiters look for.',
      '- From 5 words to 37 words, in the third person without “I”, as most CVs use.',
    ]);
    expect(reply).toContain(
      '- 9 years of experience: your dated roles since Sep 2016 up to today, overlaps counted once',
    );
    expect(reply).toContain(
      '- Your highest-rated skills: Go (expert), Java (advanced), k8s (advanced) and SQL (intermediate)',
    );
    // Nothing the profile does not hold.
    expect(reply).not.toMatch(/Python|React|Terraform|JavaScript|AWS/);
    const draft = reply.split('\n').find((line) => line.startsWith('> Senior')) ?? '';
    expect(skillsIn(draft).sort()).toEqual(['Go', 'Java', 'Kubernetes', 'SQL']);
  });

  it('counts a nurse’s years up to today and quotes her result', () => {
    const reply = composeOfflineReply(nurse, 'can you write a bio for me?');
    expect(reply).toContain(
      "> Registered Nurse with 8 years of experience, currently Staff Nurse at St James's University Hospital. Skilled in Patient assessment. In this role, cared for up to 8 patients per shift on an acute medical ward.",
    );
    expect(reply).not.toContain('Your summary now');
    const later = composeOfflineReply(
      grounding(nurseProfile, {
        history: [
          { role: 'user', content: 'Hello' },
          { role: 'assistant', content: '…' },
        ],
      }),
      'can you write a bio for me?',
    );
    expect(later.startsWith('Inês, a draft built from your profile:')).toBe(true);
  });
});

describe('the offline assistant: skills for a role', () => {
  it('tells Java from JavaScript and never credits a skill the profile lacks', () => {
    const reply = composeOfflineReply(
      engineer,
      'Which skills should I add for a frontend developer?',
    );
    expect(reply).toContain(
      'For a **Frontend Engineer** (from your message), postings most often ask for: JavaScript, TypeScript, React',
    );
    expect(reply).toContain('Your profile shows none of these yet, so everything below is to add.');
    expect(reply).not.toContain('What your profile already shows');
    expect(boldNames(sectionLines(reply, 'What to add, if you have used it'))).toEqual([
      'JavaScript',
      'TypeScript',
      'React',
      'HTML',
      'CSS',
      'Accessibility',
      'Unit testing',
      'Git',
      'Performance optimization',
      'REST APIs',
    ]);
    expect(reply).toContain(
      '- **Senior Software Engineer at Talkdesk** (your current role): put it in “Skills used”',
    );
  });

  it('shows where each skill it credits appears, aliases included', () => {
    const reply = composeOfflineReply(engineer, 'skills for a backend engineer');
    expect(sectionLines(reply, 'What your profile already shows')).toEqual([
      '- **SQL**: in your Skills (intermediate)',
      '- **PostgreSQL**: in Skills used as Software Engineer at Farfetch',
      '- **Docker**: in Skills used as Senior Software Engineer at Talkdesk',
      '- **Java**: in your Skills (advanced); Skills used as Software Engineer at Farfetch',
      '- **Go**: in your Skills (expert); Skills used as Senior Software Engineer at Talkdesk',
    ]);
    expect(boldNames(sectionLines(reply, 'What to add, if you have used it'))).toContain('Python');
    const devops = composeOfflineReply(engineer, 'what should I learn to become an SRE?');
    expect(devops).toContain(
      '- **Kubernetes**: in your Skills (“k8s”, advanced); Skills used as Senior Software Engineer at Talkdesk',
    );
  });

  it('for every role it knows, credits only skills the engineer and the nurse really show', () => {
    const shown: [typeof engineer, string[]][] = [
      [
        engineer,
        [
          'Go',
          'Java',
          'Kubernetes',
          'SQL',
          'PostgreSQL',
          'Spring',
          'Docker',
          'Employee onboarding',
        ],
      ],
      [nurse, ['Patient assessment', 'Medication administration']],
      [empty, []],
    ];
    for (const [g, real] of shown) {
      for (const role of ROLES) {
        const reply = composeOfflineReply(g, `which skills for a ${role.role}?`);
        expect(reply).toContain(`For a **${role.role}**`);
        for (const name of boldNames(sectionLines(reply, 'What your profile already shows'))) {
          expect(real, `${role.role}: ${name}`).toContain(name);
        }
      }
    }
  });

  it('keeps the request of a short follow-up, and says when it does not know a role', () => {
    const history = [
      { role: 'user' as const, content: 'Which skills for a data engineer?' },
      { role: 'assistant' as const, content: '…' },
    ];
    expect(detectIntent('and for a product manager?', history)).toBe('skills');
    const reply = composeOfflineReply(
      grounding(engineerProfile, { history }),
      'and for a product manager?',
    );
    // Later turns address the user without a greeting, and without the note.
    expect(reply.startsWith('Inês, for a **Product Manager** (from your message)')).toBe(true);
    expect(reply).not.toContain(OFFLINE_NOTE);

    const unknown = composeOfflineReply(engineer, 'which skills for an astronaut?');
    expect(unknown).toContain(
      "I don't have a skills list for “astronaut” yet, so I won't guess one.",
    );
    expect(unknown).toContain('The roles I know: Software Engineer, Frontend Engineer');
    expect(unknown).toContain('Registered Nurse');
    expect(unknown).toContain('Your profile lists these skills now: Go, Java, k8s and SQL.');
  });

  it('falls back on a CV target, then on the professional title', () => {
    const targeted = grounding(engineerProfile, {
      cvs: [
        {
          title: 'Data CV',
          description: null,
          target_job_title: 'Data Engineer',
          target_company: 'Acme',
        },
      ],
    });
    expect(composeOfflineReply(targeted, 'what skills am I missing?')).toContain(
      'For a **Data Engineer** (the target of your CV “Data CV”: “Data Engineer at Acme”)',
    );
    expect(composeOfflineReply(nurse, 'skills?')).toContain(
      'For a **Registered Nurse** (your professional title “Registered Nurse”)',
    );
  });
});

describe('the offline assistant: tailoring', () => {
  it('compares a pasted posting with the profile: Go not read in "go-to" or "Go to"', () => {
    const reply = composeOfflineReply(engineer, POSTING);
    expect(reply).toContain(
      'It names 5 skills I recognise: Python, Java, PostgreSQL, Kubernetes and Terraform.',
    );
    expect(reply).toContain(
      'It asks for 5 years of experience or more; your dated roles add up to 9 years',
    );
    expect(boldNames(sectionLines(reply, 'Skills your profile shows'))).toEqual([
      'Java',
      'PostgreSQL',
      'Kubernetes',
    ]);
    expect(
      boldNames(sectionLines(reply, 'Skills the posting asks for that your profile does not show')),
    ).toEqual(['Python', 'Terraform']);
    expect(reply).toContain(
      '- **Senior Software Engineer at Talkdesk**: move “Led the migration of the routing engine to Kubernetes” to the top of the role; it shows Kubernetes',
    );
    expect(reply).toContain(
      "- **Summary**: keep your title “Senior Software Engineer”, name the posting's role (Backend Engineer)",
    );
    expect(reply).not.toMatch(/\*\*Go\*\*/);
  });

  it('compares a short posting quoted in the request instead of asking for it again', () => {
    const reply = composeOfflineReply(
      engineer,
      'How should I tailor my CV to this posting? We are hiring a Senior Backend Engineer: Python, PostgreSQL and Kubernetes, Terraform a plus. You will be the go-to person for our data pipelines.',
    );
    expect(reply).not.toContain('Paste the job posting into your next message');
    expect(reply).toContain(
      // "data pipelines" is one of the names of ETL.
      'It names 5 skills I recognise: Python, PostgreSQL, Kubernetes, Terraform and ETL.',
    );
    expect(boldNames(sectionLines(reply, 'Skills your profile shows'))).toEqual([
      'PostgreSQL',
      'Kubernetes',
    ]);
  });

  it('without a posting, explains how to paste one and uses the CV targets it knows', () => {
    const g = grounding(engineerProfile, {
      cvs: [
        {
          title: 'Acme CV',
          description: null,
          target_job_title: 'Platform Engineer',
          target_company: 'Acme',
        },
      ],
    });
    const reply = composeOfflineReply(g, 'Tailor my CV for Acme');
    expect(reply).toContain('Paste the job posting into your next message');
    expect(reply).toContain('- “Acme CV”: “Platform Engineer at Acme”');
    expect(reply).toContain(
      'Meanwhile, what **DevOps Engineer** postings ask for most (the role of your target at Acme):',
    );
    expect(composeOfflineReply(engineer, 'tailor my cv')).toContain(
      'You can also set a target job title and company on a CV',
    );
  });
});

describe('the offline assistant: interviews', () => {
  it('prepares questions on the top skills from the bank, and on the user’s own roles', () => {
    const reply = composeOfflineReply(
      engineer,
      'What questions should I prepare for my interview?',
    );
    expect(reply).toContain(
      'Here are questions to prepare, built from your top 4 skills and your roles.',
    );
    expect(reply).toContain(
      '- **Go** (expert)\n  - How do goroutines and channels coordinate work, and how do you avoid leaking goroutines?',
    );
    expect(reply).toContain(
      '- **k8s** (advanced)\n  - How does a Deployment roll out a new version safely?',
    );
    expect(reply).toContain(
      '- Tell me about a time at Talkdesk when something went wrong, and what you did as Senior Software Engineer.',
    );
    expect(reply).toContain(
      '- You wrote “Cut checkout latency by 40% for 2 million monthly users” (Software Engineer at Farfetch): how did you measure it',
    );
    const nurseReply = composeOfflineReply(nurse, 'Give me interview questions to prepare');
    expect(nurseReply).toContain(
      '- **Patient assessment** (expert)\n  - Walk through how you prioritise several patients at the start of a shift.',
    );
    expect(nurseReply).toContain(
      "Tell me about a time at St James's University Hospital when something went wrong",
    );
  });

  it('falls back on questions for the kind of skill, then on general ones', () => {
    const profile: Profile = {
      ...engineerProfile,
      skills: [
        {
          id: '00000000-0000-4000-8000-000000000091',
          name: 'Terraform',
          proficiency_level: 'expert',
          category: null,
        },
        {
          id: '00000000-0000-4000-8000-000000000092',
          name: 'Zig',
          proficiency_level: 'advanced',
          category: 'Programming languages',
        },
        {
          id: '00000000-0000-4000-8000-000000000093',
          name: 'Origami',
          proficiency_level: 'beginner',
          category: null,
        },
      ],
    };
    const reply = composeOfflineReply(grounding(profile), 'interview prep');
    expect(reply).toContain(
      '- **Terraform** (expert)\n  - How do you manage Terraform state for a team?',
    );
    expect(reply).toContain(
      '- **Zig** (advanced)\n  - What do you like least about Zig, and how do you work around it?',
    );
    expect(reply).toContain(
      '- **Origami** (beginner)\n  - Tell me about the most demanding thing you have done with Origami.',
    );
  });
});

describe('the offline assistant: capabilities and anything else', () => {
  it('says honestly what it is and what it can do, with what it sees of the profile', () => {
    const help = composeOfflineReply(engineer, 'What can you do?');
    expect(help).toContain(
      "Hi Inês! I'm Vita's built-in assistant. I work offline, without a language model",
    );
    expect(help).toContain('### What I can do');
    expect(help).toContain('Try “review my profile”, “review my job at …” or “review this CV”.');
    expect(help).toContain(
      'I can see 3 roles (latest: Senior Software Engineer at Talkdesk), 4 skills and 1 education entry in your profile.',
    );
    expect(detectIntent('hello!', [])).toBe('capabilities');
    expect(detectIntent('Are you an AI?', [])).toBe('capabilities');
  });

  it('answers anything else with what it can do, not an apology', () => {
    const odd = composeOfflineReply(engineer, 'What is the capital of Peru?');
    expect(odd).toContain(
      'That is not something I can answer from your profile and files, but here is what I can do with them.',
    );
    expect(odd).toContain(
      "I'm Vita's built-in assistant: I work offline, without a language model",
    );
    expect(odd).toContain('- **Review your profile**');
    expect(odd).toContain('A good start: “review my profile”.');
    expect(odd).not.toMatch(/sorry|apolog|unfortunately/i);
    expect(composeOfflineReply(engineer, 'write me a cover letter')).toContain(
      'A cover letter draft from your profile. Paste the job posting and I will fit it to its role, company and skills:',
    );
  });

  it('recognises requests however they are phrased', () => {
    const cases: [string, string][] = [
      ['REVIEW MY CV!!!', 'review'],
      ['what do you think of my resume', 'review'],
      ['how can I improve my CV?', 'review'],
      ['improve my summary', 'summary'],
      ['help me write my about me section', 'summary'],
      ['what should I learn to become a devops engineer', 'skills'],
      ['Am I a good fit for a data scientist role?', 'skills'],
      ['customise my resume for the Acme role', 'tailor'],
      ['mock interview please', 'interview'],
      ['who are you?', 'capabilities'],
      ['What is the capital of Peru?', 'other'],
      [POSTING, 'tailor'],
    ];
    for (const [message, intent] of cases) expect(detectIntent(message, []), message).toBe(intent);
  });
});

describe('the offline assistant: questions about the user’s own data', () => {
  it('says where a skill asked about shows, and says plainly when it does not', () => {
    const k8s = composeOfflineReply(engineer, 'Do I know Kubernetes?');
    expect(sectionLines(k8s, 'Yes: your profile shows **Kubernetes**')).toEqual([
      '- In your Skills (“k8s”, advanced).',
      '- In Skills used as Senior Software Engineer at Talkdesk.',
      '- In your role as Senior Software Engineer at Talkdesk.',
    ]);
    const terraform = composeOfflineReply(engineer, 'Is Terraform on my CV?');
    expect(terraform).toContain(
      '**Terraform** is not in your profile: not in your skills, roles, projects or certifications.',
    );
    expect(terraform).not.toContain('Yes:');
    // A word outside the vocabulary is looked for as written.
    expect(composeOfflineReply(engineer, 'Have I used Pascal?')).toContain(
      '**Pascal** is not in your profile',
    );
  });

  it('counts the years worked from the dated roles, overall or in roles of a title', () => {
    const all = composeOfflineReply(engineer, 'How long have I been working?');
    expect(all).toContain(
      '### Counting all your roles: **9 years and 7 months** since Sep 2016, overlaps counted once',
    );
    expect(
      sectionLines(
        all,
        'Counting all your roles: **9 years and 7 months** since Sep 2016, overlaps counted once',
      ),
    ).toEqual([
      '- Mentor at Code for Portugal: Jan 2020 – Jun 2021 (1 year and 5 months)',
      '- Senior Software Engineer at Talkdesk: Sep 2019 – today (7 years and 2 months)',
      '- Software Engineer at Farfetch: Sep 2016 – Feb 2019 (2 years and 5 months)',
    ]);
    const titled = composeOfflineReply(
      engineer,
      'How many years of experience do I have as a software engineer?',
    );
    expect(titled).toContain(
      '### As software engineer (roles with that title): **9 years and 7 months**',
    );
    expect(titled).not.toContain('Mentor at Code for Portugal');
    expect(composeOfflineReply(engineer, 'How long have I worked as a nurse?')).toContain(
      'No role of yours is titled “nurse”; counting all your roles',
    );
    expect(composeOfflineReply(empty, 'How long have I been working?')).toContain(
      'Your profile has no dated roles yet, so I cannot count your experience.',
    );
  });

  it('leaves questions that belong to another request to it', () => {
    expect(detectIntent('Do I have any gaps in my CV?', [])).toBe('gaps');
    expect(detectIntent('Do I know Kubernetes?', [])).toBe('lookup');
    expect(detectIntent('How long have I been working as a nurse?', [])).toBe('lookup');
    expect(detectIntent('What should I learn to become a nurse?', [])).toBe('skills');
  });
});

describe('the offline assistant: an empty profile', () => {
  it('says what is missing and how to add it, for every request', () => {
    const review = composeOfflineReply(empty, 'review my profile');
    expect(review).toContain('- **Basic information**: your professional title and location');
    expect(review).toContain('- **Work experience**');
    expect(review).toContain(HOW_TO_FILL);
    expect(composeOfflineReply(empty, 'write my summary')).toContain(
      'I need something to write from',
    );
    expect(composeOfflineReply(empty, 'interview questions')).toContain(
      'Add your skills and roles to your profile first',
    );
    for (const message of [
      'write my summary',
      'interview questions',
      'skills for a nurse',
      'tailor my cv',
      'hi',
      'what is the weather?',
      POSTING,
    ]) {
      expect(composeOfflineReply(empty, message), message).toContain(HOW_TO_FILL);
    }
    const anonymous = grounding(emptyProfile, {
      user: { full_name: null, email: 'x@example.com' },
    });
    expect(composeOfflineReply(anonymous, 'hi').startsWith("I'm Vita's built-in assistant.")).toBe(
      true,
    );
  });

  it('copes with midnight date-times, current roles without an end, and odd characters', () => {
    const profile: Profile = {
      ...emptyProfile,
      basic_info: { ...nurseProfile.basic_info!, professional_title: 'Dev <b>*lead*</b>' },
      work_experiences: [
        {
          ...engineerProfile.work_experiences[0]!,
          job_title: 'Engineer_<i>',
          start_date: '2024-01-01T00:00:00',
          end_date: null,
          is_current: true,
        },
        { ...engineerProfile.work_experiences[2]!, start_date: 'not a date' },
      ],
    };
    const reply = composeOfflineReply(grounding(profile), 'review my profile');
    expect(reply).toContain('as “Dev \\<b\\>\\*lead\\*\\</b\\>”');
    expect(reply).not.toMatch(/<b>|<i>/);
    expect(composeOfflineReply(grounding(profile), 'write my summary')).toContain(
      'with 2 years of experience, currently Engineer\\_\\<i\\> at Farfetch',
    );
  });
});

describe('the offline assistant: vocabulary', () => {
  it('finds a name after any separator, whatever looks up words first', () => {
    // Names that start with punctuation, hold some, or follow a character outside ASCII.
    expect(skillsIn('\u212aGo')).toEqual(['Go']);
    expect(skillsIn('_Go')).toEqual(['Go']);
    expect(skillsIn('.NET')).toEqual(['.NET']);
    expect(
      skillsIn('Worked with _Go, C#, .NET, Node.js, CI/CD and k8s; \u212aGo; Java not JavaScript.'),
    ).toEqual(['JavaScript', 'Java', 'Go', 'C#', 'Node.js', '.NET', 'Kubernetes', 'CI/CD']);
    expect(
      skillsIn('React Native apps on SQL Server, Power BI, MS Excel, Google Docs and NLP.'),
    ).toEqual([
      'SQL',
      'React',
      'SQL Server',
      'Excel',
      'Power BI',
      'NLP',
      'React Native',
      'Google Workspace',
    ]);
  });

  it('finds skills on word boundaries, with their other names', () => {
    expect(skillsIn('Senior JavaScript developer')).toEqual(['JavaScript']);
    expect(skillsIn('Java and JavaScript')).toEqual(['JavaScript', 'Java']);
    expect(skillsIn('the go-to person. Go to our site. We love Golang')).toEqual(['Go']);
    expect(skillsIn('Go to our site')).toEqual([]);
    expect(skillsIn('PostgreSQL only')).toEqual(['PostgreSQL']);
    expect(skillsIn('the rest of the team; R&D; C-suite; excel at it')).toEqual([]);
    expect(skillsIn('REST APIs in C++ and C, k8s')).toEqual([
      'C++',
      'C',
      'REST APIs',
      'Kubernetes',
    ]);
    for (const role of ROLES) {
      for (const skill of role.skills.flat()) expect(skillEntry(skill)?.name, skill).toBe(skill);
    }
    expect(ROLES.length).toBeGreaterThanOrEqual(20);
  });
});

describe('the offline model', () => {
  const messages = [
    'review my profile',
    'Write my professional summary',
    'skills for a data engineer',
    POSTING,
    'interview questions',
    'What can you do?',
    'What is the capital of Peru?',
  ];

  it('gives the same reply for the same input, byte for byte', () => {
    for (const g of [engineer, nurse, empty]) {
      for (const message of messages) {
        expect(composeOfflineReply(structuredClone(g), message)).toBe(
          composeOfflineReply(g, message),
        );
      }
    }
  });

  it('streams the reply through streamText in small pieces, equal to the whole reply', async () => {
    const expected = composeOfflineReply(engineer, 'review my profile');
    const result = streamText({ model: createOfflineModel(engineer), prompt: 'review my profile' });
    const pieces: string[] = [];
    for await (const piece of result.textStream) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(100);
    expect(pieces.join('')).toBe(expected);
    expect(await result.text).toBe(expected);
    expect(await result.finishReason).toBe('stop');
    expect((await result.usage).outputTokens).toBe(pieces.length);

    const whole = await generateText({
      model: createOfflineModel(nurse),
      prompt: 'write my summary',
    });
    expect(whole.text).toBe(composeOfflineReply(nurse, 'write my summary'));
  });

  it('answers the last user message of the prompt, and emits the V3 stream parts in order', async () => {
    const model = createOfflineModel(engineer);
    const { stream } = await model.doStream({
      prompt: [
        { role: 'user', content: [{ type: 'text', text: 'review my profile' }] },
        { role: 'assistant', content: [{ type: 'text', text: '…' }] },
        { role: 'user', content: [{ type: 'text', text: 'What can you do?' }] },
      ],
    });
    const parts = await convertReadableStreamToArray(stream);
    expect(parts.slice(0, 2)).toEqual([
      { type: 'stream-start', warnings: [] },
      { type: 'text-start', id: 'reply' },
    ]);
    expect(parts.at(-2)).toEqual({ type: 'text-end', id: 'reply' });
    expect(parts.at(-1)).toMatchObject({
      type: 'finish',
      finishReason: { unified: 'stop', raw: 'stop' },
      usage: { outputTokens: { total: parts.length - 4 } },
    });
    const text = parts.map((part) => (part.type === 'text-delta' ? part.delta : '')).join('');
    expect(text).toBe(composeOfflineReply(engineer, 'What can you do?'));
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
    expect(text.length).toBeGreaterThan(20);
    expect(text.length).toBeLessThan(200);

    // Straight on the model: an abort errors the stream even while nobody reads it.
    const aborter = new AbortController();
    const { stream } = await createOfflineModel(engineer).doStream({
      prompt: [{ role: 'user', content: [{ type: 'text', text: 'review my profile' }] }],
      abortSignal: aborter.signal,
    });
    const reader = stream.getReader();
    await reader.read();
    aborter.abort();
    await expect(reader.read()).rejects.toThrow();
    await expect(
      createOfflineModel(engineer).doGenerate({
        prompt: [{ role: 'user', content: [{ type: 'text', text: 'hi' }] }],
        abortSignal: AbortSignal.abort(),
      }),
    ).rejects.toThrow();
  });
});

describe('the offline assistant: computed facts and noise', () => {
  const base = engineerProfile.work_experiences[0]!;
  const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

  it('summarises roles held at once in one line per group, and counts a tool a description names', () => {
    const shops: Profile = {
      ...engineerProfile,
      work_experiences: [0, 1, 2, 3].map((i) => ({
        ...base,
        id: id(900 + i),
        company_name: `Shop ${i}`,
        start_date: `201${i}-01-01`,
        end_date: '2018-06-01',
        description: 'Ran the Quillbox tills for 30 customers a day',
      })),
      skills: [
        ...engineerProfile.skills,
        { id: id(950), name: 'Quillbox', proficiency_level: 'advanced', category: null },
      ],
    };
    const reply = composeOfflineReply(grounding(shops), 'review my profile');
    expect(sectionLines(reply, 'Dates').filter((line) => line.includes('overlap'))).toEqual([
      '- **4 roles overlap: Software Engineer at Shop 0, Software Engineer at Shop 1, Software Engineer at Shop 2 and Software Engineer at Shop 3** from Jan 2011 to Jun 2018 (7 years and 5 months): if one was part-time, freelance or volunteering, say so in its entry; otherwise check the dates.',
    ]);
    expect(sectionLines(reply, 'Skills with no proof')).toEqual([
      '- “Go”, “k8s” and “SQL” are in your skills list but in no role or project: name each in the role where you used them (its “Skills used” or a bullet), so the list is believed.',
    ]);
  });

  it('does not review an attached CV’s contact line as a bullet', () => {
    const g = grounding(engineerProfile, {
      attachments: [
        {
          filename: 'cv.pdf',
          text: 'Inês Silva\nines@example.com | +351 912 345 678 | linkedin.com/in/ines\nExperience\n- Responsible for the checkout service at a big shop\n',
        },
      ],
    });
    const reply = composeOfflineReply(g, 'review my cv');
    expect(sectionLines(reply, 'Lines that describe duties')).toHaveLength(1);
    expect(reply).not.toContain('“ines@example.com');
    expect(sectionLines(reply, 'Lines without a number')).toEqual([]);
  });

  it('keeps a year given alone a year, and names the latest-started open role as current', () => {
    const partial = {
      ...engineerProfile,
      work_experiences: [
        { ...base, id: id(960), company_name: 'Old Co', start_date: '2012', end_date: '2015' },
        {
          ...base,
          id: id(961),
          company_name: 'Side Co',
          start_date: '2016-03',
          end_date: null,
          is_current: true,
        },
        {
          ...base,
          id: id(962),
          company_name: 'New Co',
          start_date: '2021-05-14',
          end_date: null,
          is_current: true,
        },
      ],
      skills: [{ id: id(963), name: 'Go', proficiency_level: null, category: null }],
    } satisfies Profile;
    const g = grounding(partial);
    expect(composeOfflineReply(g, 'When did I work at Old Co?')).toBe(
      `Hi Inês!\n\n**Software Engineer at Old Co**: 2012 – 2015 (about 3 years).\n\n${OFFLINE_NOTE}`,
    );
    const summary = composeOfflineReply(g, 'write my summary');
    expect(summary).toContain('currently Software Engineer at New Co');
    expect(summary).toContain('- Your skills: Go\n');
    expect(summary).not.toMatch(/Jan 2012|null|undefined/);
    const years = composeOfflineReply(g, 'how many years of experience do I have?');
    expect(years).toContain('**about 13 years and 8 months** since 2012, overlaps counted once');
    expect(years).toContain('- Software Engineer at Old Co: 2012 – 2015 (about 3 years)');
  });

  it('does not count a student club as a job, nor its years', () => {
    const club: Profile = {
      ...engineerProfile,
      work_experiences: [
        {
          ...base,
          id: id(970),
          job_title: 'President',
          company_name: 'Chess Club',
          start_date: '2010-01-01',
          end_date: null,
          is_current: true,
        },
        { ...base, id: id(971), start_date: '2024-01-01', end_date: '2024-12-31' },
      ],
    };
    const g = grounding(club);
    const summary = composeOfflineReply(g, 'write my summary');
    expect(summary).toContain('most recently Software Engineer at Farfetch');
    expect(summary).not.toMatch(/Chess Club|\d+ years of experience/);
    expect(composeOfflineReply(g, 'should I drop my extracurriculars?')).toContain(
      '- **President at Chess Club**: keep it while your work experience is short (11 months)',
    );
  });
});

describe('the offline assistant: writing and limits', () => {
  it('rewrites a bullet with a strong verb, placeholders for figures it was not given', () => {
    const reply = composeOfflineReply(
      engineer,
      'Rewrite this bullet: Responsible for the weekly sales report',
    );
    expect(reply).toBe(
      [
        'Hi Inês! Your bullet:',
        '> Responsible for the weekly sales report',
        'Stronger versions, a strong verb first:',
        '1. Owned the weekly sales report, improving [metric] by [X %].\n2. Led the weekly sales report for [N] [users, customers or colleagues], [result: what changed and by how much].\n3. Cut [time, cost or errors] by [X %] by running the weekly sales report.',
        'Put your own words or figure in each [bracket], or drop that part: I never make up a number.',
        'Ask “another one” for more, or “shorter”.',
        OFFLINE_NOTE,
      ].join('\n\n'),
    );
  });

  it('asks the previous rewrite again, shorter, without cutting a placeholder apart', () => {
    const asked = 'Rewrite this bullet: Responsible for the weekly sales report';
    const g = grounding(engineerProfile, {
      history: [
        { role: 'user', content: asked },
        { role: 'assistant', content: composeOfflineReply(engineer, asked) },
      ],
    });
    const reply = composeOfflineReply(g, 'shorter');
    expect(reply).toContain(
      'Shorter versions, a strong verb first:\n\n1. Owned the weekly sales report.\n2. Led the weekly sales report for [N] [users, customers or colleagues].\n3. Cut [time, cost or errors] by [X %] by running the weekly sales report.',
    );
    expect(composeOfflineReply(g, 'another one')).toContain('1. Delivered the weekly sales report');
  });

  it('says in one sentence what needs a model, what it can do instead, and the setting', () => {
    const reply = composeOfflineReply(engineer, 'Translate my summary to German');
    expect(reply).toBe(
      [
        'Hi Inês! I can’t translate any of my answers: translation needs a language model, and I work offline without one.',
        'What I can do offline: write your summary, a LinkedIn headline or About text, a cover letter draft or bullet rewrites in English, from your profile, for you to translate or have translated.',
        "An administrator can add a language model by setting `ASSISTANT_PROVIDER=openai-compatible` (with `ASSISTANT_BASE_URL` and `ASSISTANT_MODEL`) on the server; then questions like this one go to the model, with your profile's facts.",
        OFFLINE_NOTE,
      ].join('\n\n'),
    );
  });
});
