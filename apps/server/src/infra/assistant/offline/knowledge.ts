/**
 * What the built-in assistant knows that is not the user's: roles and the skills they ask for,
 * other names of skills, interview questions by skill, and verbs that weaken a CV bullet. Data,
 * not code, so it grows without touching the logic.
 */

export interface RoleSkills {
  role: string;
  /** Other ways people name the role (lower case). */
  aliases: string[];
  /** The skills postings for the role ask for most, most asked first. */
  skills: string[];
}

export const ROLES: RoleSkills[] = [
  {
    role: 'Frontend Engineer',
    aliases: [
      'frontend developer',
      'front-end engineer',
      'front-end developer',
      'ui engineer',
      'react developer',
    ],
    skills: [
      'JavaScript',
      'TypeScript',
      'React',
      'HTML',
      'CSS',
      'Accessibility',
      'Testing',
      'Git',
      'Performance optimization',
      'REST APIs',
    ],
  },
  {
    role: 'Backend Engineer',
    aliases: ['backend developer', 'back-end engineer', 'back-end developer', 'api developer'],
    skills: [
      'SQL',
      'PostgreSQL',
      'REST APIs',
      'Docker',
      'Git',
      'Testing',
      'Python',
      'Java',
      'Go',
      'Node.js',
      'System design',
      'Cloud (AWS, GCP or Azure)',
    ],
  },
  {
    role: 'Full-Stack Engineer',
    aliases: [
      'full stack developer',
      'fullstack developer',
      'full-stack developer',
      'full stack engineer',
      'fullstack engineer',
    ],
    skills: [
      'JavaScript',
      'TypeScript',
      'React',
      'Node.js',
      'SQL',
      'REST APIs',
      'Docker',
      'Git',
      'Testing',
      'CSS',
    ],
  },
  {
    role: 'Software Engineer',
    aliases: ['software developer', 'developer', 'programmer', 'swe'],
    skills: [
      'Git',
      'Testing',
      'SQL',
      'Data structures and algorithms',
      'System design',
      'Code review',
      'Python',
      'Java',
      'JavaScript',
      'CI/CD',
    ],
  },
  {
    role: 'Mobile Developer',
    aliases: ['ios developer', 'android developer', 'mobile engineer'],
    skills: [
      'Swift',
      'Kotlin',
      'React Native',
      'Flutter',
      'REST APIs',
      'Git',
      'Testing',
      'App Store release',
    ],
  },
  {
    role: 'DevOps Engineer',
    aliases: [
      'site reliability engineer',
      'sre',
      'platform engineer',
      'infrastructure engineer',
      'cloud engineer',
    ],
    skills: [
      'Linux',
      'Docker',
      'Kubernetes',
      'Terraform',
      'CI/CD',
      'AWS',
      'Monitoring',
      'Bash',
      'Python',
      'Networking',
    ],
  },
  {
    role: 'Data Engineer',
    aliases: ['etl developer', 'big data engineer', 'analytics engineer'],
    skills: [
      'SQL',
      'Python',
      'Apache Spark',
      'Airflow',
      'dbt',
      'Data modeling',
      'Kafka',
      'AWS',
      'Data warehousing',
      'Docker',
    ],
  },
  {
    role: 'Data Scientist',
    aliases: ['machine learning engineer', 'ml engineer', 'ai engineer'],
    skills: [
      'Python',
      'SQL',
      'Statistics',
      'Machine learning',
      'pandas',
      'scikit-learn',
      'Data visualization',
      'A/B testing',
      'PyTorch',
      'R',
    ],
  },
  {
    role: 'Data Analyst',
    aliases: [
      'business analyst',
      'bi analyst',
      'reporting analyst',
      'business intelligence analyst',
    ],
    skills: [
      'SQL',
      'Excel',
      'Tableau',
      'Power BI',
      'Python',
      'Statistics',
      'Data visualization',
      'Stakeholder communication',
    ],
  },
  {
    role: 'QA Engineer',
    aliases: ['test engineer', 'qa analyst', 'software tester', 'sdet'],
    skills: [
      'Test planning',
      'Automated testing',
      'Selenium',
      'Playwright',
      'API testing',
      'SQL',
      'Git',
      'Bug tracking',
    ],
  },
  {
    role: 'Product Manager',
    aliases: ['product owner', 'pm', 'technical product manager'],
    skills: [
      'Product strategy',
      'Roadmapping',
      'User research',
      'Prioritization',
      'Stakeholder communication',
      'Data analysis',
      'A/B testing',
      'Agile',
      'SQL',
      'Writing specifications',
    ],
  },
  {
    role: 'Project Manager',
    aliases: ['program manager', 'delivery manager', 'scrum master'],
    skills: [
      'Project planning',
      'Risk management',
      'Budgeting',
      'Stakeholder communication',
      'Agile',
      'Scrum',
      'Jira',
      'Reporting',
    ],
  },
  {
    role: 'UX Designer',
    aliases: [
      'product designer',
      'ui designer',
      'ui/ux designer',
      'ux/ui designer',
      'interaction designer',
    ],
    skills: [
      'Figma',
      'User research',
      'Wireframing',
      'Prototyping',
      'Usability testing',
      'Design systems',
      'Accessibility',
      'Information architecture',
    ],
  },
  {
    role: 'Graphic Designer',
    aliases: ['visual designer', 'brand designer'],
    skills: [
      'Adobe Photoshop',
      'Adobe Illustrator',
      'Adobe InDesign',
      'Typography',
      'Branding',
      'Layout',
      'Figma',
    ],
  },
  {
    role: 'Marketing Manager',
    aliases: ['digital marketer', 'marketing specialist', 'growth marketer', 'content marketer'],
    skills: [
      'SEO',
      'Content marketing',
      'Google Analytics',
      'Email marketing',
      'Social media',
      'Paid advertising',
      'Copywriting',
      'Marketing automation',
    ],
  },
  {
    role: 'Sales Representative',
    aliases: [
      'account executive',
      'sales manager',
      'business development representative',
      'sales executive',
    ],
    skills: [
      'Prospecting',
      'CRM',
      'Salesforce',
      'Negotiation',
      'Pipeline management',
      'Cold calling',
      'Closing',
      'Account management',
    ],
  },
  {
    role: 'Customer Success Manager',
    aliases: ['customer support', 'customer service representative', 'support specialist'],
    skills: [
      'Customer onboarding',
      'CRM',
      'Zendesk',
      'Account management',
      'Communication',
      'Retention',
    ],
  },
  {
    role: 'Registered Nurse',
    aliases: ['nurse', 'rn', 'staff nurse', 'clinical nurse'],
    skills: [
      'Patient assessment',
      'Medication administration',
      'Electronic health records',
      'BLS',
      'ACLS',
      'Care planning',
      'Infection control',
      'Patient education',
    ],
  },
  {
    role: 'Accountant',
    aliases: ['staff accountant', 'financial accountant', 'bookkeeper', 'cpa'],
    skills: [
      'GAAP',
      'Financial reporting',
      'Reconciliation',
      'Excel',
      'QuickBooks',
      'Tax preparation',
      'Accounts payable',
      'Accounts receivable',
      'Auditing',
    ],
  },
  {
    role: 'Financial Analyst',
    aliases: ['finance analyst', 'fp&a analyst', 'investment analyst'],
    skills: [
      'Financial modeling',
      'Excel',
      'Forecasting',
      'Budgeting',
      'Valuation',
      'SQL',
      'Power BI',
      'Reporting',
    ],
  },
  {
    role: 'Teacher',
    aliases: ['educator', 'instructor', 'tutor', 'lecturer'],
    skills: [
      'Lesson planning',
      'Classroom management',
      'Curriculum development',
      'Assessment',
      'Differentiated instruction',
      'Communication',
    ],
  },
  {
    role: 'Operations Manager',
    aliases: ['operations specialist', 'logistics manager', 'supply chain manager'],
    skills: [
      'Process improvement',
      'Lean',
      'Six Sigma',
      'Inventory management',
      'Budgeting',
      'Vendor management',
      'Reporting',
      'Team leadership',
    ],
  },
  {
    role: 'HR Specialist',
    aliases: ['recruiter', 'talent acquisition', 'hr generalist', 'human resources'],
    skills: [
      'Recruiting',
      'Interviewing',
      'Onboarding',
      'Employee relations',
      'HRIS',
      'Labor law',
      'Compensation',
    ],
  },
];

/** Other spellings of a skill → its canonical name (lower case on the left). */
export const SKILL_ALIASES: Record<string, string> = {
  js: 'JavaScript',
  ts: 'TypeScript',
  'react.js': 'React',
  reactjs: 'React',
  node: 'Node.js',
  nodejs: 'Node.js',
  postgres: 'PostgreSQL',
  k8s: 'Kubernetes',
  golang: 'Go',
  'amazon web services': 'AWS',
  gcp: 'Cloud (AWS, GCP or Azure)',
  azure: 'Cloud (AWS, GCP or Azure)',
  aws: 'AWS',
  spark: 'Apache Spark',
  'power bi': 'Power BI',
  powerbi: 'Power BI',
  ml: 'Machine learning',
  'ci/cd': 'CI/CD',
  cicd: 'CI/CD',
  'rest api': 'REST APIs',
  rest: 'REST APIs',
  'restful apis': 'REST APIs',
  photoshop: 'Adobe Photoshop',
  illustrator: 'Adobe Illustrator',
  indesign: 'Adobe InDesign',
  ehr: 'Electronic health records',
  emr: 'Electronic health records',
  sklearn: 'scikit-learn',
  'a/b tests': 'A/B testing',
};

/** Questions to prepare by skill (canonical names, lower case). */
export const QUESTION_BANK: Record<string, string[]> = {
  javascript: [
    'How does the event loop decide what runs next?',
    'What is the difference between `==` and `===`, and when would you use each?',
  ],
  typescript: [
    'When would you use a union type rather than an interface hierarchy?',
    'How do you type a function that works on several shapes safely?',
  ],
  react: [
    'When does a component re-render, and how do you avoid needless renders?',
    'How do you decide where state should live?',
  ],
  python: [
    'How do generators help with large data?',
    'How do you structure and test a Python project?',
  ],
  java: [
    'How does garbage collection affect latency in a Java service?',
    'When would you choose composition over inheritance?',
  ],
  go: [
    'How do goroutines and channels coordinate work?',
    'How do you handle errors idiomatically in Go?',
  ],
  sql: [
    'How would you find the second-highest value per group?',
    'How do you find out why a query is slow?',
  ],
  postgresql: [
    'When does an index not help a query?',
    'How do transactions and isolation levels prevent anomalies?',
  ],
  docker: [
    'How do you keep images small and builds fast?',
    'What is the difference between an image and a container?',
  ],
  kubernetes: [
    'How does a Deployment roll out a new version safely?',
    'How do you debug a pod stuck in CrashLoopBackOff?',
  ],
  aws: [
    'How would you design a highly available web service on AWS?',
    'How do you keep cloud costs under control?',
  ],
  'machine learning': [
    'How do you detect and handle overfitting?',
    'How do you choose an evaluation metric for an imbalanced problem?',
  ],
  statistics: [
    'How would you explain a p-value to a non-specialist?',
    'When is a median more telling than a mean?',
  ],
  figma: [
    'Walk through how you take a design from wireframe to handoff.',
    'How do you keep a design system consistent across teams?',
  ],
  'user research': [
    'How do you choose between interviews and a survey?',
    'Tell me about a finding that changed a design.',
  ],
  excel: [
    'How would you reconcile two large lists quickly?',
    'When would you use a pivot table versus formulas?',
  ],
  'project planning': [
    'How do you build a plan when the scope is uncertain?',
    'How do you recover a project that is slipping?',
  ],
  'patient assessment': [
    'Walk through how you prioritise several patients at the start of a shift.',
    'How do you recognise early signs of deterioration?',
  ],
  'financial reporting': [
    'How do you make sure a month-end close is accurate?',
    'Explain how the three financial statements connect.',
  ],
  seo: [
    'How would you find why organic traffic dropped?',
    'How do you choose keywords for a new page?',
  ],
  negotiation: [
    'Tell me about a deal you saved at the last minute.',
    'How do you handle a price objection?',
  ],
  'lesson planning': [
    'How do you adapt a lesson for students at different levels?',
    'How do you know a lesson worked?',
  ],
};

/** Questions for a skill the bank does not list, by what kind of skill it seems to be. */
export const GENERIC_SKILL_QUESTIONS = [
  'Tell me about the most demanding thing you have done with {skill}.',
  'How would you explain {skill} to someone new to it, and how do you keep it up to date?',
];

/** Openings that describe duties rather than results, and stronger ways to start. */
export const WEAK_OPENINGS = [
  'responsible for',
  'helped',
  'helped with',
  'worked on',
  'assisted',
  'assisted with',
  'handled',
  'participated in',
  'involved in',
  'tasked with',
  'duties included',
  'in charge of',
];

export const STRONG_VERBS = [
  'Led',
  'Built',
  'Delivered',
  'Reduced',
  'Increased',
  'Designed',
  'Launched',
  'Automated',
  'Negotiated',
  'Improved',
];

/** Every skill the assistant can recognise in a posting or a CV, canonical names. */
export function vocabulary(): string[] {
  const names = new Set<string>();
  for (const role of ROLES) for (const skill of role.skills) names.add(skill);
  for (const canonical of Object.values(SKILL_ALIASES)) names.add(canonical);
  return [...names].sort((a, b) => a.localeCompare(b));
}
