import type { SkillCategory } from '../../language/vocabulary';

/**
 * Interview questions to prepare, by skill (the vocabulary's names), and by kind of skill for one
 * the bank does not list. `{skill}` stands for the skill as the user wrote it.
 */
export const QUESTION_BANK: Record<string, string[]> = {
  JavaScript: [
    'How does the event loop decide what runs next, and where do promises fit in?',
    'What is a closure, and when has one caused or fixed a bug for you?',
    'What is the difference between `==` and `===`, and when would you use each?',
  ],
  TypeScript: [
    'When would you use a union type rather than an interface hierarchy?',
    'How do you type a function that works on several shapes safely, without `any`?',
    'How do you bring strict mode to an existing codebase?',
  ],
  Python: [
    'How do generators help with large data?',
    'How do you structure, package and test a Python project?',
    'What does the GIL mean for a CPU-bound task, and what would you do about it?',
  ],
  Java: [
    'How does garbage collection affect latency in a Java service, and how would you tune it?',
    'When would you choose composition over inheritance?',
    'How do you make shared state safe across threads?',
  ],
  Go: [
    'How do goroutines and channels coordinate work, and how do you avoid leaking goroutines?',
    'How do you handle errors idiomatically in Go?',
    'When would you use a mutex rather than a channel?',
  ],
  'C#': [
    'How does async/await work under the hood in .NET?',
    'When would you use a struct rather than a class?',
  ],
  SQL: [
    'How would you find the second-highest value per group?',
    'How do you find out why a query is slow?',
    'When would you denormalise a table?',
  ],
  PostgreSQL: [
    'When does an index not help a query?',
    'How do transactions and isolation levels prevent anomalies?',
  ],
  React: [
    'When does a component re-render, and how do you avoid needless renders?',
    'How do you decide where state should live?',
    'How do you test a component that fetches data?',
  ],
  'Node.js': [
    'How do you keep the event loop free in a busy Node.js service?',
    'How do you handle errors in streams and async code?',
  ],
  CSS: [
    'How do you choose between flexbox and grid for a layout?',
    'How do you keep styles from leaking across components?',
  ],
  Accessibility: [
    'How do you make a custom dropdown usable with a keyboard and a screen reader?',
    'How do you test a page for accessibility?',
  ],
  'REST APIs': [
    'How do you version an API without breaking clients?',
    'How do you design pagination and errors for a public API?',
  ],
  'System design': [
    'Design a URL shortener: what are the bottlenecks as traffic grows?',
    'How do you choose between consistency and availability for a feature?',
  ],
  Docker: [
    'How do you keep images small and builds fast?',
    'What is the difference between an image and a container?',
  ],
  Kubernetes: [
    'How does a Deployment roll out a new version safely?',
    'How do you debug a pod stuck in CrashLoopBackOff?',
    'How do requests and limits affect scheduling?',
  ],
  Terraform: [
    'How do you manage Terraform state for a team?',
    'How do you review and apply an infrastructure change safely?',
  ],
  AWS: [
    'How would you design a highly available web service on AWS?',
    'How do you keep cloud costs under control?',
  ],
  'CI/CD': [
    'What does your ideal pipeline from commit to production look like?',
    'How do you roll back a bad release quickly?',
  ],
  Git: [
    'How do you untangle a messy merge conflict?',
    'Rebase or merge: what does your team do, and why?',
  ],
  'Machine learning': [
    'How do you detect and handle overfitting?',
    'How do you choose an evaluation metric for an imbalanced problem?',
    'How do you know a model is still good after it ships?',
  ],
  Statistics: [
    'How would you explain a p-value to a non-specialist?',
    'When is a median more telling than a mean?',
  ],
  'A/B testing': [
    'How do you decide how long an experiment must run?',
    'What would you do if an experiment shows a win on one metric and a loss on another?',
  ],
  'Apache Spark': [
    'What causes a shuffle, and how do you reduce it?',
    'How do you handle a skewed join?',
  ],
  Excel: [
    'How would you reconcile two large lists quickly?',
    'When would you use a pivot table rather than formulas?',
  ],
  'Data visualization': [
    'How do you choose the right chart for a question?',
    'Tell me about a dashboard that changed a decision.',
  ],
  Figma: [
    'Walk through how you take a design from wireframe to handoff.',
    'How do you keep components consistent across files and teams?',
  ],
  'User research': [
    'How do you choose between interviews and a survey?',
    'Tell me about a finding that changed a design.',
  ],
  'Product strategy': [
    'How do you decide what not to build?',
    'Tell me about a product decision you made with incomplete data.',
  ],
  Prioritization: [
    'Two senior stakeholders want different things this quarter: what do you do?',
    'Which prioritisation framework do you use, and when does it fail?',
  ],
  'Project planning': [
    'How do you build a plan when the scope is uncertain?',
    'How do you recover a project that is slipping?',
  ],
  'Risk management': [
    'How do you keep a risk register useful rather than a formality?',
    'Tell me about a risk you spotted early.',
  ],
  Agile: [
    'What does a good retrospective change?',
    'How do you handle work that does not fit in a sprint?',
  ],
  'Patient assessment': [
    'Walk through how you prioritise several patients at the start of a shift.',
    'How do you recognise early signs of deterioration?',
    'How do you escalate a concern when the doctor disagrees?',
  ],
  'Medication administration': [
    'Which checks do you make before giving a medication?',
    'What do you do when you discover a medication error?',
  ],
  'Infection control': [
    'How do you manage a patient with a suspected infectious disease on a busy ward?',
    'How do you encourage colleagues to follow infection-control practice?',
  ],
  'Care planning': [
    'How do you involve a patient and their family in a care plan?',
    'How do you update a care plan when a patient’s condition changes?',
  ],
  'Financial reporting': [
    'How do you make sure a month-end close is accurate?',
    'Explain how the three financial statements connect.',
  ],
  Reconciliation: [
    'Walk through how you investigate a reconciliation that does not balance.',
    'How do you prevent the same differences from coming back every month?',
  ],
  'Financial modeling': [
    'How do you structure a model so others can check it?',
    'Which assumptions drive your last model most, and how did you test them?',
  ],
  SEO: [
    'How would you find why organic traffic dropped?',
    'How do you choose keywords for a new page?',
  ],
  'Content marketing': [
    'How do you measure whether content works?',
    'Tell me about a piece that performed far better or worse than you expected.',
  ],
  Negotiation: [
    'Tell me about a deal you saved at the last minute.',
    'How do you handle a price objection?',
  ],
  Prospecting: [
    'How do you build a list of prospects for a new territory?',
    'What does your outreach sequence look like, and what converts best?',
  ],
  'Lesson planning': [
    'How do you adapt a lesson for students at different levels?',
    'How do you know a lesson worked?',
  ],
  'Classroom management': [
    'How do you handle a class that is disruptive from the start?',
    'How do you set expectations in the first week?',
  ],
  Recruiting: [
    'How do you fill a hard-to-hire role quickly without lowering the bar?',
    'How do you measure the quality of a hire?',
  ],
  'Customer service': [
    'Tell me about an angry customer you turned around.',
    'How do you say no to a customer and keep them?',
  ],
  Communication: [
    'Tell me about a time you had to explain something complex to a non-specialist.',
    'How do you adapt your message to a senior audience?',
  ],
  'Team leadership': [
    'How do you handle a team member who is underperforming?',
    'How do you delegate work you could do faster yourself?',
  ],
};

/** Questions by kind of skill, for a skill the bank does not list. */
export const CATEGORY_QUESTIONS: Record<SkillCategory | 'general', string[]> = {
  language: [
    'What do you like least about {skill}, and how do you work around it?',
    'How do you structure and test a {skill} codebase as it grows?',
  ],
  frontend: [
    'How do you keep a {skill} codebase fast and maintainable as it grows?',
    'Tell me about a hard bug you fixed with {skill}.',
  ],
  backend: [
    'How would you design a service with {skill} to handle ten times today’s traffic?',
    'How do you test and monitor what you build with {skill}?',
  ],
  database: [
    'How do you model data in {skill} for a new feature?',
    'How do you find and fix a slow query in {skill}?',
  ],
  cloud: [
    'Walk through a production incident involving {skill}: how did you find the cause?',
    'How do you make changes with {skill} safe and repeatable?',
  ],
  data: [
    'Walk through an analysis you did with {skill}, from the question to the decision it informed.',
    'How do you check that your numbers in {skill} are right?',
  ],
  ml: [
    'Tell me about a model you built with {skill}: how did you evaluate it?',
    'How do you take work done with {skill} from a notebook to production?',
  ],
  mobile: [
    'How do you handle offline use and slow networks in an app built with {skill}?',
    'How do you release and roll back a {skill} app?',
  ],
  practice: [
    'How do you apply {skill} when the deadline is tight?',
    'Tell me about a time {skill} caught or prevented a problem.',
  ],
  security: [
    'Walk through how you would respond to a suspected breach, using {skill}.',
    'How do you explain a {skill} risk to someone who is not technical?',
  ],
  design: [
    'Walk through a project where you used {skill}, from brief to result.',
    'How do you take critical feedback on work done in {skill}?',
  ],
  product: [
    'Tell me about a time {skill} changed what your team built.',
    'How do you know your {skill} worked?',
  ],
  marketing: [
    'Tell me about a {skill} campaign: the goal, what you did and the numbers.',
    'How would you spend a small budget on {skill} for a new product?',
  ],
  sales: [
    'Walk through a deal where {skill} made the difference.',
    'How do you track and improve your {skill} results?',
  ],
  customer: [
    'Tell me about a customer you kept thanks to {skill}.',
    'Which numbers show that your {skill} works?',
  ],
  health: [
    'Walk through how you apply {skill} with a patient whose condition is changing.',
    'How do you keep {skill} safe when the ward is short-staffed?',
  ],
  finance: [
    'Walk through how you used {skill} in a month-end or year-end.',
    'How do you make sure your {skill} work is accurate and auditable?',
  ],
  education: [
    'Tell me about a lesson where {skill} made the difference for a student.',
    'How do you know your {skill} is working?',
  ],
  people: [
    'Tell me about a difficult case you handled with {skill}.',
    'How do you keep {skill} fair and consistent?',
  ],
  management: [
    'Tell me about a time {skill} kept a project on track.',
    'How do you report on {skill} to senior stakeholders?',
  ],
  office: [
    'How do you use {skill} to keep a busy team organised?',
    'Tell me about a process you made faster with {skill}.',
  ],
  engineering: [
    'Walk through a design you produced with {skill}, and how it was checked.',
    'How do you handle a design change late in a project where you used {skill}?',
  ],
  legal: [
    'Walk through a matter where {skill} was central.',
    'How do you keep {skill} accurate under a tight deadline?',
  ],
  soft: [
    'Tell me about a time {skill} made the difference in a difficult situation.',
    'How have you improved your {skill} over the last year?',
  ],
  general: [
    'Tell me about the most demanding thing you have done with {skill}.',
    'How would you explain {skill} to someone new to it, and how do you keep it up to date?',
  ],
};

/**
 * The kind of a skill the vocabulary does not know, from the category the user gave it
 * ("Languages", "Clinical", "Tools"…), or null.
 */
export function categoryFromLabel(label: string | null): SkillCategory | null {
  if (!label) return null;
  const rules: [RegExp, SkillCategory][] = [
    [/language|programming/i, 'language'],
    [/front.?end|web|ui\b/i, 'frontend'],
    [/back.?end|server|api/i, 'backend'],
    [/database|storage/i, 'database'],
    [/cloud|infra|devops|ops\b|platform/i, 'cloud'],
    [/machine|\bml\b|\bai\b/i, 'ml'],
    [/data|analytic|bi\b/i, 'data'],
    [/mobile/i, 'mobile'],
    [/secur/i, 'security'],
    [/design|creative/i, 'design'],
    [/product/i, 'product'],
    [/marketing/i, 'marketing'],
    [/sales/i, 'sales'],
    [/customer|support/i, 'customer'],
    [/clinical|patient|nurs|health|medical|care/i, 'health'],
    [/financ|account|tax/i, 'finance'],
    [/teach|education|classroom/i, 'education'],
    [/\bhr\b|people|human/i, 'people'],
    [/manage|lead|project|operation/i, 'management'],
    [/office|admin/i, 'office'],
    [/engineer|cad\b|mechanical|civil/i, 'engineering'],
    [/legal|law/i, 'legal'],
    [/soft|interpersonal|communication/i, 'soft'],
  ];
  return rules.find(([pattern]) => pattern.test(label))?.[1] ?? null;
}
