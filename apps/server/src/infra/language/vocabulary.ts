import { WORD_CHARS, escapeRegExp } from './text';

/**
 * The skills the built-in assistant recognises, with their other names, and how to find them in
 * free text (a posting, a CV, a bullet) without false hits: "Java" is not in "JavaScript", "Go"
 * is not in "go-to", "SQL" is not in "PostgreSQL", "REST" is not "the rest of the team".
 */

export type SkillCategory =
  | 'language'
  | 'frontend'
  | 'backend'
  | 'database'
  | 'cloud'
  | 'data'
  | 'ml'
  | 'mobile'
  | 'practice'
  | 'security'
  | 'design'
  | 'product'
  | 'marketing'
  | 'sales'
  | 'customer'
  | 'health'
  | 'finance'
  | 'education'
  | 'people'
  | 'management'
  | 'office'
  | 'engineering'
  | 'legal'
  | 'soft';

export interface SkillEntry {
  name: string;
  category: SkillCategory;
  /** Other names, matched in any letter case. */
  aliases: string[];
  /** Names matched only in exactly this spelling: short or ordinary words ("Go", "R", "REST"). */
  exact: string[];
  /** Words that, right after the name, mean it is not the skill ("Go to", "reporting to"). */
  notBefore?: string[];
}

type Row = [name: string, aliases?: string, exact?: string, notBefore?: string];

/** One category's rows: "name", "alias|alias", "ExactName|ExactAlias", "word|word". */
const rows: Record<SkillCategory, Row[]> = {
  language: [
    ['JavaScript', 'js|ecmascript|es6'],
    ['TypeScript', '', 'TS'],
    ['Python'],
    ['Java'],
    ['Go', 'golang', 'Go', 'to|beyond|above|ahead|further|live|back|through|out|for|with|the'],
    ['C#', 'c sharp|csharp'],
    ['C++', 'cpp'],
    ['C', '', 'C'],
    ['Rust', '', 'Rust'],
    ['Groovy', '', 'Groovy'],
    ['Ruby', '', 'Ruby'],
    ['PHP'],
    ['Kotlin'],
    ['Swift', '', 'Swift'],
    ['Scala'],
    ['R', '', 'R'],
    ['Dart', '', 'Dart'],
    ['Bash', 'shell scripting|bash scripting'],
    ['SQL', 't-sql|pl/sql'],
  ],
  frontend: [
    ['React', 'react.js|reactjs'],
    ['Angular', 'angularjs'],
    ['Vue.js', 'vue|vuejs'],
    ['HTML', 'html5'],
    ['CSS', 'css3'],
    ['Sass', 'scss'],
    ['Tailwind CSS', 'tailwind|tailwindcss'],
    ['Next.js', 'nextjs'],
    ['Redux'],
    ['Accessibility', 'a11y|wcag|web accessibility'],
    ['Webpack'],
    ['Performance optimization', 'performance optimisation|web performance'],
  ],
  backend: [
    ['Node.js', 'nodejs|node js', 'Node'],
    ['Express', 'express.js|expressjs', 'Express', 'your|yourself|interest|delivery'],
    ['Spring', 'spring boot|spring framework', 'Spring', 'semester|term|\\d{4}'],
    ['Django'],
    ['Flask'],
    ['FastAPI'],
    ['Ruby on Rails', 'ror', 'Rails'],
    ['.NET', 'dotnet|asp.net|.net core'],
    ['REST APIs', 'rest api|restful apis|restful api|restful|rest services', 'REST'],
    ['GraphQL'],
    ['gRPC'],
    ['Microservices', 'microservice|micro-services'],
    ['System design', 'distributed systems|software architecture'],
    ['Kafka', 'apache kafka'],
    ['RabbitMQ'],
    ['Hibernate', 'jpa'],
    ['Maven'],
    ['Gradle'],
  ],
  database: [
    ['PostgreSQL', 'postgres|postgresql'],
    ['MySQL'],
    ['MongoDB', 'mongo'],
    ['Redis'],
    ['Elasticsearch', 'elastic search'],
    ['DynamoDB'],
    ['SQL Server', 'mssql|microsoft sql server'],
  ],
  cloud: [
    ['AWS', 'amazon web services'],
    ['Google Cloud', 'gcp|google cloud platform'],
    ['Azure', 'microsoft azure'],
    ['Docker', 'containerization|containerisation|docker compose'],
    ['Kubernetes', 'k8s|eks|gke|aks'],
    ['Terraform'],
    ['Ansible'],
    ['Linux', 'unix'],
    ['CI/CD', 'cicd|ci / cd|continuous integration|continuous delivery|continuous deployment'],
    ['Jenkins'],
    ['Fastlane'],
    ['Bitrise'],
    ['CircleCI', 'circle ci'],
    ['GitHub Actions'],
    ['Monitoring and observability', 'observability|prometheus|grafana|datadog|system monitoring'],
    ['Networking', 'tcp/ip|dns'],
    ['Git', 'version control|github|gitlab'],
  ],
  data: [
    ['Excel', 'microsoft excel|ms excel', 'Excel'],
    ['Tableau'],
    ['Power BI', 'powerbi'],
    ['Looker'],
    ['pandas', '', 'pandas|Pandas'],
    ['NumPy'],
    ['Apache Spark', 'spark|pyspark'],
    ['Airflow', 'apache airflow'],
    ['dbt', '', 'dbt|DBT'],
    ['Snowflake', '', 'Snowflake'],
    ['BigQuery'],
    ['Data modeling', 'data modelling|dimensional modeling|dimensional modelling'],
    ['Data warehousing', 'data warehouse|data warehouses'],
    ['ETL', 'elt|data pipelines|data pipeline'],
    ['Data visualization', 'data visualisation|dashboards|dashboarding'],
    ['Statistics', 'statistical analysis|statistical modeling|statistical modelling'],
    ['A/B testing', 'a/b tests|ab testing|a/b test|experimentation'],
    ['Data analysis', 'data analytics'],
    [
      'Regression analysis',
      'linear regression|logistic regression|regression models|regression modelling|regression modeling',
    ],
    ['Hypothesis testing', 'significance testing'],
    ['Data cleaning', 'data cleansing|data wrangling'],
    ['Jupyter', 'jupyter notebooks'],
  ],
  ml: [
    ['Machine learning', 'machine-learning', 'ML'],
    ['Deep learning'],
    ['PyTorch'],
    ['TensorFlow'],
    ['scikit-learn', 'sklearn|scikit learn'],
    ['NLP', 'natural language processing'],
    ['LLMs', 'large language models|llm|generative ai|genai'],
    ['MLOps'],
    ['Computer vision'],
  ],
  mobile: [
    ['React Native'],
    ['Flutter'],
    ['SwiftUI'],
    ['Android', 'android sdk'],
    ['iOS', 'ios development'],
    ['App Store release', 'app store|google play|play store'],
  ],
  practice: [
    [
      'Unit testing',
      'unit tests|integration testing|integration tests|automated tests|tdd|test-driven development|software testing',
    ],
    ['Test automation', 'automated testing|selenium|playwright|cypress'],
    ['Test planning', 'test plans|test cases'],
    ['API testing', 'postman'],
    ['Bug tracking', 'defect tracking|bug reports'],
    ['Code review', 'code reviews'],
    ['Agile', 'agile methodologies'],
    ['Scrum'],
    ['Kanban'],
    ['Jira'],
    ['JUnit'],
    ['Jest'],
    ['Data structures and algorithms', 'algorithms|data structures'],
    ['Debugging', 'troubleshooting'],
  ],
  security: [
    ['Penetration testing', 'pen testing|pentesting|ethical hacking'],
    ['SIEM', 'splunk'],
    ['Network security', 'firewalls'],
    ['Incident response', 'incidents|incident management|on-call incident'],
    ['Vulnerability management', 'vulnerability scanning|vulnerability assessment'],
    ['OWASP'],
    ['ISO 27001', 'iso/iec 27001'],
    ['Identity and access management', 'iam|identity management'],
  ],
  design: [
    ['Figma'],
    ['Sketch', '', 'Sketch'],
    ['Adobe XD'],
    ['Adobe Photoshop', 'photoshop'],
    ['Adobe Illustrator', 'illustrator'],
    ['Adobe InDesign', 'indesign'],
    ['Wireframing', 'wireframes|wireframe'],
    ['Prototyping', 'prototypes|prototype'],
    ['User research', 'ux research|user interviews'],
    ['Usability testing', 'usability tests|user testing'],
    ['Design systems', 'design system'],
    ['Information architecture'],
    ['Interaction design'],
    ['Typography'],
    ['Branding', 'brand identity|visual identity|rebrand|rebranding|brand guidelines'],
    ['Layout design', 'page layout|layouts'],
    ['Adobe After Effects', 'after effects'],
    ['Adobe Premiere Pro', 'premiere pro'],
    ['Motion graphics', 'motion design'],
    ['UI design', 'user interface design|visual design', 'UI'],
    ['UX design', 'user experience design', 'UX'],
    ['Print design', 'print production|prepress'],
  ],
  product: [
    ['Product strategy', 'product vision'],
    ['Roadmapping', 'roadmap|roadmaps|product roadmap'],
    ['Prioritization', 'prioritisation|backlog management'],
    ['Writing specifications', 'user stories|product requirements|prd|prds|specifications'],
    ['Product discovery'],
    ['Stakeholder communication', 'stakeholder management|stakeholders'],
    ['OKRs', 'okr'],
  ],
  marketing: [
    ['SEO', 'search engine optimization|search engine optimisation'],
    ['SEM', 'search engine marketing'],
    ['Content marketing', 'content strategy'],
    ['Google Analytics', 'ga4'],
    ['Email marketing', 'email campaigns|email programme|email program|email newsletters'],
    ['Social media', 'social media marketing'],
    ['Paid advertising', 'ppc|google ads|paid media|paid social|facebook ads'],
    ['Copywriting'],
    ['Marketing automation', 'marketo|mailchimp|klaviyo'],
    ['HubSpot'],
    ['Campaign management', 'campaigns'],
    ['Google Tag Manager'],
    ['Conversion rate optimization', 'conversion rate optimisation|cro'],
    ['Market research'],
    ['Brand management'],
  ],
  sales: [
    ['Prospecting', 'lead generation'],
    ['CRM', 'crm systems'],
    ['Salesforce'],
    ['Negotiation', 'negotiating'],
    ['Pipeline management', 'sales pipeline'],
    ['Cold calling', 'cold calls|outbound calls'],
    ['Deal closing', 'closing deals'],
    ['Account management', 'key accounts|key account management'],
    ['B2B sales', 'b2b sales|business-to-business sales'],
    ['Product demos', 'product demonstrations|demos|sales demos'],
    ['Quota attainment', 'quota|quotas'],
    ['Territory management'],
    ['Upselling', 'upsell|upsells|cross-selling|cross-sell'],
  ],
  customer: [
    ['Customer onboarding'],
    ['Zendesk'],
    ['Retention', 'customer retention|churn reduction'],
    ['Customer service', 'customer support'],
  ],
  health: [
    ['Patient assessment', 'patient assessments|nursing assessment'],
    [
      'Medication administration',
      'medication management|administering medication|administration of medicines|administration of medication|medicines administration|medicines management|administering medicines',
    ],
    [
      'Electronic health records',
      'ehr|emr|electronic medical records|electronic patient records|cerner',
    ],
    ['BLS', 'basic life support', 'BLS'],
    ['ACLS', 'advanced cardiac life support', 'ACLS'],
    ['Care planning', 'care plans|care plan'],
    ['Infection control', 'infection prevention'],
    ['Patient education'],
    ['Wound care'],
    ['Triage'],
    ['Phlebotomy', 'venepuncture|venipuncture'],
    ['Vital signs', 'vital signs monitoring|vital sign observations'],
    [
      'IV therapy',
      'iv cannulation|intravenous therapy|cannulation|iv medications|iv medicines|iv antibiotics|intravenous medications',
    ],
    ['Early warning scores', 'news2|news 2|pews|early warning score'],
    ['Dementia care'],
    ['Palliative care', 'end of life care|end-of-life care'],
    ['Catheterisation', 'catheterization|catheter care'],
    ['Personal care'],
    ['Blood glucose monitoring', 'blood glucose|capillary blood glucose'],
    ['Medical terminology'],
    ['Medicines reconciliation', 'medication reconciliation|medicine reconciliation'],
  ],
  finance: [
    ['GAAP', 'us gaap'],
    ['IFRS'],
    ['Financial reporting', 'financial statements|month-end close|month end close'],
    ['Reconciliation', 'reconciliations|bank reconciliation|account reconciliation'],
    ['QuickBooks'],
    ['SAP', '', 'SAP'],
    ['Xero'],
    ['Tax preparation', 'tax returns|tax compliance'],
    // What the work is called where the name is not used: a supplier's invoices, a payment run.
    [
      'Accounts payable',
      'purchase ledger|supplier invoices|purchase invoices|payment run|payment runs',
    ],
    ['Accounts receivable', 'sales ledger|overdue invoices|customer invoices'],
    ['Auditing', 'audits|internal audit|external audit'],
    ['Financial modeling', 'financial modelling|financial models|financial model'],
    ['Forecasting', 'forecasts|forecast'],
    ['Budgeting', 'budget management|budgets|annual budget|budget setting|budget planning'],
    ['Valuation', 'valuations|dcf'],
    ['Payroll'],
    ['Variance analysis', 'variance reporting'],
    ['Sage', 'sage 50|sage accounting', 'Sage'],
    ['NetSuite', 'oracle netsuite'],
    ['VAT returns', 'vat return|vat reporting', 'VAT'],
    ['Cash flow management', 'cash flow|cashflow'],
    ['Management accounts', 'management accounting'],
    ['Accruals and prepayments', 'accruals|prepayments'],
    ['Credit control', 'debt collection'],
  ],
  education: [
    ['Lesson planning', 'lesson plans'],
    ['Classroom management', 'behaviour management|behavior management'],
    ['Curriculum development', 'curriculum design'],
    ['Student assessment', 'formative assessment|summative assessment|grading'],
    ['Differentiated instruction', 'differentiation'],
    ['Safeguarding', 'child protection'],
    ['Special educational needs', 'special needs', 'SEN|SEND'],
    ['Phonics'],
    ['EAL', 'english as an additional language|esl|english as a second language', 'EAL'],
    ['Learning management systems', 'lms|moodle|google classroom|canvas lms|blackboard learn'],
    ['Exam preparation', 'exam prep'],
    ['Online teaching', 'remote teaching|online lessons|virtual classroom'],
  ],
  people: [
    ['Recruiting', 'recruitment|talent acquisition|sourcing'],
    ['Interviewing', 'interviewing candidates|structured interviews'],
    ['Employee onboarding', 'onboarding'],
    ['Employee relations'],
    ['HRIS', 'workday|bamboohr'],
    ['Employment law', 'labor law|labour law'],
    ['Compensation and benefits', 'benefits administration|reward management'],
  ],
  management: [
    ['Project planning', 'project plans|project scheduling'],
    ['Risk management', 'risk assessment|risk assessments'],
    ['Process improvement', 'continuous improvement|process optimization|process optimisation'],
    ['Lean', 'lean manufacturing', 'Lean'],
    ['Six Sigma', 'lean six sigma'],
    ['Inventory management', 'stock control|inventory control'],
    ['Vendor management', 'supplier management|procurement'],
    ['Supply chain', 'supply chain management'],
    ['Logistics'],
    ['Reporting', 'kpi reporting', '', 'to|into|line|lines|directly'],
    ['Team leadership', 'people management|team management|line management|leading teams'],
    ['PMP', '', 'PMP'],
    ['PRINCE2', 'prince 2'],
    ['Warehouse management systems', 'warehouse management system', 'WMS'],
    ['Demand planning', 'demand forecasting'],
    [
      'Order fulfilment',
      'order fulfillment|fulfilment|fulfillment|pick and pack|picking and packing',
    ],
    ['ERP systems', 'erp|erp system'],
    ['Route planning', 'route optimisation|route optimization'],
    ['Shift planning', 'rota management|rota planning|shift scheduling'],
    ['Root cause analysis', 'root-cause analysis|root cause|root causes'],
  ],
  office: [
    ['Microsoft Office', 'ms office|office 365|microsoft 365'],
    ['Scheduling', 'calendar management|diary management'],
    ['Data entry'],
    ['Bookkeeping'],
    ['Google Workspace', 'g suite|google docs|google sheets'],
  ],
  engineering: [
    ['AutoCAD'],
    ['SolidWorks'],
    ['CAD', '', 'CAD'],
    ['Revit'],
    ['Structural analysis'],
    ['Finite element analysis', 'fea'],
    ['Health and safety', 'hse|ehs|osha'],
    ['Technical drawings', 'engineering drawings'],
    ['Embedded systems', 'embedded software|firmware'],
  ],
  legal: [
    ['Legal research'],
    ['Contract drafting', 'drafting contracts|contract review'],
    ['Litigation'],
    ['Compliance', 'regulatory compliance|gdpr'],
    ['Case management'],
  ],
  soft: [
    ['Communication', 'communication skills|written communication|verbal communication'],
    ['Problem solving', 'problem-solving'],
    ['Mentoring', 'coaching|mentored|mentor peers|mentor others|mentor junior|mentor juniors'],
  ],
};

const split = (value: string | undefined) => (value ? value.split('|').filter(Boolean) : []);

/** Every skill, in the order of the table. */
export const SKILLS: SkillEntry[] = Object.entries(rows).flatMap(([category, list]) =>
  list.map(([name, aliases, exact, notBefore]) => ({
    name,
    category: category as SkillCategory,
    aliases: split(aliases),
    exact: split(exact),
    ...(notBefore ? { notBefore: split(notBefore) } : {}),
  })),
);

const BY_TERM = new Map<string, SkillEntry>();
for (const entry of SKILLS) {
  for (const term of [entry.name, ...entry.aliases, ...entry.exact]) {
    const key = term.toLowerCase();
    if (!BY_TERM.has(key)) BY_TERM.set(key, entry);
  }
}

export const skillEntry = (name: string): SkillEntry | undefined =>
  BY_TERM.get(name.trim().toLowerCase());

interface Matcher {
  entry: SkillEntry;
  pattern: RegExp;
  /**
   * The word the pattern cannot match without: the term's first run of ASCII letters and digits,
   * lower case. Looking it up among a text's words rules most terms out at once; their patterns
   * (a look-behind first) scan a long text many times over, and a profile at every limit holds
   * about a million characters.
   */
  needle: string | null;
}

/**
 * A name found only as a whole word. Letters, digits, "+" and "#" around it make another word
 * ("Java" in "JavaScript", "C" in "C++"); a one- or two-letter name also needs no "-", "&" or
 * "." joined to it ("C-suite", "R&D").
 */
function termPattern(term: string, exact: boolean, notBefore: string[] | undefined): RegExp {
  const short = term.length <= 2;
  const before = short ? `[${WORD_CHARS}+#&.\\-]` : `[${WORD_CHARS}+#]`;
  const after = short ? `[${WORD_CHARS}+#&\\-]|\\.[${WORD_CHARS}]` : `[${WORD_CHARS}+#]`;
  const guard = notBefore?.length ? `(?!\\s+(?:${notBefore.join('|')})\\b)` : '';
  return new RegExp(`(?<!${before})${escapeRegExp(term)}(?!${after})${guard}`, exact ? '' : 'i');
}

const MATCHERS: Matcher[] = SKILLS.flatMap((entry) => {
  // A name listed as exact is only found in that spelling; the others in any letter case.
  const exact = new Set(entry.exact.map((term) => term.toLowerCase()));
  const loose = [entry.name, ...entry.aliases].filter((term) => !exact.has(term.toLowerCase()));
  return [
    ...loose.map((term) => ({
      entry,
      pattern: termPattern(term, false, entry.notBefore),
      needle: needleOf(term),
    })),
    ...entry.exact.map((term) => ({
      entry,
      pattern: termPattern(term, true, entry.notBefore),
      needle: needleOf(term),
    })),
  ];
});

/**
 * A term's needle, or null (its pattern always runs) when the term is not plain ASCII or does not
 * start with a letter or digit: only then is the needle sure to be one of the text's words.
 */
function needleOf(term: string): string | null {
  if (!/^[A-Za-z0-9][\x20-\x7e]*$/.test(term)) return null;
  return /^[a-z0-9]+/.exec(term.toLowerCase())![0];
}

/** A text's words for the needles: its runs of ASCII letters and digits, lower case. */
const wordsOf = (text: string) =>
  new Set((text.match(/[A-Za-z0-9]+/g) ?? []).map((word) => word.toLowerCase()));

/** Whether a matcher's pattern needs to run on a text with these words. */
const mayMatch = ({ needle }: Matcher, words: Set<string>) => needle === null || words.has(needle);

/** The skills a free text mentions, canonical names in the table's order, each once. */
export function skillsIn(text: string): string[] {
  const found = new Set<string>();
  const words = wordsOf(text);
  for (const matcher of MATCHERS) {
    const { entry, pattern } = matcher;
    if (!found.has(entry.name) && mayMatch(matcher, words) && pattern.test(text)) {
      found.add(entry.name);
    }
  }
  return SKILLS.map((entry) => entry.name).filter((name) => found.has(name));
}

/** Where a text names a skill: the canonical name, and the span of the words that name it. */
export interface SkillMention {
  name: string;
  index: number;
  end: number;
}

const GLOBAL_MATCHERS = MATCHERS.map((matcher) => ({
  ...matcher,
  pattern: new RegExp(matcher.pattern.source, `${matcher.pattern.flags}g`),
}));

/**
 * Every place a free text names a skill, with the same word-boundary rules as `skillsIn`, in
 * the text's order (the longer name first where two start together: "React Native" before
 * "React"). Names inside longer ones are kept ("SQL" in "SQL Server"): the caller that wants
 * one skill per place drops the spans inside another.
 */
export function skillMentions(text: string): SkillMention[] {
  const found: SkillMention[] = [];
  const words = wordsOf(text);
  for (const matcher of GLOBAL_MATCHERS) {
    const { entry, pattern } = matcher;
    if (!mayMatch(matcher, words)) continue;
    for (const match of text.matchAll(pattern)) {
      found.push({ name: entry.name, index: match.index, end: match.index + match[0].length });
    }
  }
  return found.sort(
    (a, b) =>
      a.index - b.index || b.end - a.end || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
}

/**
 * The skills one entry of the user's skill list stands for: its canonical name when the whole
 * entry is a known name ("k8s" is Kubernetes, "golang" is Go), else the known names inside it
 * ("Java/Spring" is Java and Spring), else the entry as typed.
 */
export function skillNamesOf(entry: string): string[] {
  const name = entry.trim();
  if (!name) return [];
  const known = skillEntry(name);
  if (known) return [known.name];
  const inside = skillsIn(name);
  return inside.length ? inside : [name];
}

/** A skill's canonical spelling: the table's name for a known one, else as given. */
export const canonicalSkill = (name: string) => skillEntry(name)?.name ?? name.trim();
