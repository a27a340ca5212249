import { WORD_CHARS, escapeRegExp } from '../../language/text';

/**
 * Roles and the skills their postings ask for most, most asked first. A list of names is a
 * choice: any one of them covers it ("AWS, Google Cloud or Azure"). Every name is one of the
 * vocabulary's, so a posting, a profile and this table speak the same words.
 */
export interface RoleSkills {
  role: string;
  /** Other ways people name the role, lower case. */
  aliases: string[];
  skills: (string | string[])[];
}

const CLOUD = ['AWS', 'Google Cloud', 'Azure'];

export const ROLES: RoleSkills[] = [
  {
    role: 'Software Engineer',
    aliases: ['software developer', 'developer', 'programmer', 'swe', 'software engineering'],
    skills: [
      'Git',
      'Unit testing',
      'SQL',
      'Data structures and algorithms',
      'System design',
      'Code review',
      ['Python', 'Java', 'JavaScript', 'TypeScript', 'Go', 'C#'],
      'CI/CD',
      'REST APIs',
      'Agile',
    ],
  },
  {
    role: 'Frontend Engineer',
    aliases: [
      'frontend developer',
      'front-end engineer',
      'front-end developer',
      'front end developer',
      'front end engineer',
      'ui engineer',
      'ui developer',
      'web developer',
      'react developer',
    ],
    skills: [
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
    ],
  },
  {
    role: 'Backend Engineer',
    aliases: [
      'backend developer',
      'back-end engineer',
      'back-end developer',
      'back end developer',
      'back end engineer',
      'api developer',
    ],
    skills: [
      'SQL',
      'PostgreSQL',
      'REST APIs',
      'Docker',
      'Git',
      'Unit testing',
      'Python',
      'Java',
      'Go',
      'Node.js',
      'System design',
      CLOUD,
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
      'HTML',
      'CSS',
      'Docker',
      'Git',
      'Unit testing',
    ],
  },
  {
    role: 'Mobile Developer',
    aliases: ['ios developer', 'android developer', 'mobile engineer', 'app developer'],
    skills: [
      ['Swift', 'Kotlin'],
      ['React Native', 'Flutter'],
      'iOS',
      'Android',
      'REST APIs',
      'Git',
      'Unit testing',
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
      'devops',
    ],
    skills: [
      'Linux',
      'Docker',
      'Kubernetes',
      'Terraform',
      'CI/CD',
      CLOUD,
      'Monitoring and observability',
      'Bash',
      'Python',
      'Networking',
    ],
  },
  {
    role: 'Data Engineer',
    aliases: ['etl developer', 'big data engineer', 'analytics engineer', 'data platform engineer'],
    skills: [
      'SQL',
      'Python',
      'Apache Spark',
      'Airflow',
      'dbt',
      'Data modeling',
      'Kafka',
      'Data warehousing',
      CLOUD,
      'Docker',
    ],
  },
  {
    role: 'Data Scientist',
    aliases: ['data science', 'research scientist', 'applied scientist'],
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
    role: 'Machine Learning Engineer',
    aliases: ['ml engineer', 'ai engineer', 'mlops engineer', 'deep learning engineer'],
    skills: [
      'Python',
      'Machine learning',
      'Deep learning',
      ['PyTorch', 'TensorFlow'],
      'MLOps',
      'Docker',
      'SQL',
      'LLMs',
      CLOUD,
      'Git',
    ],
  },
  {
    role: 'Data Analyst',
    aliases: [
      'business analyst',
      'bi analyst',
      'reporting analyst',
      'business intelligence analyst',
      'analyst',
    ],
    skills: [
      'SQL',
      'Excel',
      ['Tableau', 'Power BI', 'Looker'],
      'Python',
      'Statistics',
      'Data visualization',
      'Data analysis',
      'Stakeholder communication',
    ],
  },
  {
    role: 'QA Engineer',
    aliases: ['test engineer', 'qa analyst', 'software tester', 'sdet', 'quality assurance'],
    skills: [
      'Test planning',
      'Test automation',
      'API testing',
      'Bug tracking',
      'SQL',
      'Git',
      'CI/CD',
      'Agile',
    ],
  },
  {
    role: 'Security Engineer',
    aliases: [
      'security analyst',
      'cybersecurity analyst',
      'cyber security analyst',
      'information security analyst',
      'soc analyst',
      'penetration tester',
    ],
    skills: [
      'Network security',
      'SIEM',
      'Incident response',
      'Vulnerability management',
      'Penetration testing',
      'Identity and access management',
      'Linux',
      'Python',
      'OWASP',
      'ISO 27001',
    ],
  },
  {
    role: 'Product Manager',
    aliases: [
      'product owner',
      'pm',
      'technical product manager',
      'product lead',
      'product management',
    ],
    skills: [
      'Product strategy',
      'Roadmapping',
      'User research',
      'Prioritization',
      'Stakeholder communication',
      'Data analysis',
      'A/B testing',
      'Agile',
      'Writing specifications',
      'SQL',
    ],
  },
  {
    role: 'Project Manager',
    aliases: [
      'program manager',
      'programme manager',
      'delivery manager',
      'scrum master',
      'project management',
    ],
    skills: [
      'Project planning',
      'Risk management',
      'Budgeting',
      'Stakeholder communication',
      'Agile',
      'Scrum',
      'Jira',
      'Reporting',
      ['PMP', 'PRINCE2'],
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
      'ux researcher',
      'ux design',
      'designer',
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
      'Interaction design',
    ],
  },
  {
    role: 'Graphic Designer',
    aliases: ['visual designer', 'brand designer', 'graphic artist'],
    skills: [
      'Adobe Photoshop',
      'Adobe Illustrator',
      'Adobe InDesign',
      'Typography',
      'Branding',
      'Layout design',
      'Figma',
    ],
  },
  {
    role: 'Marketing Manager',
    aliases: [
      'digital marketer',
      'marketing specialist',
      'growth marketer',
      'content marketer',
      'marketing executive',
      'marketing',
    ],
    skills: [
      'SEO',
      'Content marketing',
      'Google Analytics',
      'Email marketing',
      'Social media',
      'Paid advertising',
      'Copywriting',
      'Marketing automation',
      'Campaign management',
    ],
  },
  {
    role: 'Sales Representative',
    aliases: [
      'account executive',
      'sales manager',
      'business development representative',
      'sales development representative',
      'sales executive',
      'sdr',
      'bdr',
      'sales',
    ],
    skills: [
      'Prospecting',
      'CRM',
      'Salesforce',
      'Negotiation',
      'Pipeline management',
      'Cold calling',
      'Deal closing',
      'Account management',
    ],
  },
  {
    role: 'Customer Success Manager',
    aliases: [
      'customer success',
      'customer support specialist',
      'customer service representative',
      'support specialist',
      'account manager',
    ],
    skills: [
      'Customer onboarding',
      'Account management',
      'CRM',
      'Zendesk',
      'Retention',
      'Customer service',
      'Communication',
    ],
  },
  {
    role: 'Registered Nurse',
    aliases: ['nurse', 'rn', 'staff nurse', 'clinical nurse', 'nursing'],
    skills: [
      'Patient assessment',
      'Medication administration',
      'Electronic health records',
      'BLS',
      'ACLS',
      'Care planning',
      'Infection control',
      'Patient education',
      'Wound care',
      'Vital signs',
    ],
  },
  {
    role: 'Accountant',
    aliases: ['staff accountant', 'financial accountant', 'cpa', 'chartered accountant'],
    skills: [
      ['GAAP', 'IFRS'],
      'Financial reporting',
      'Reconciliation',
      'Excel',
      ['QuickBooks', 'Xero', 'SAP'],
      'Tax preparation',
      'Accounts payable',
      'Accounts receivable',
      'Auditing',
    ],
  },
  {
    role: 'Bookkeeper',
    aliases: ['accounts assistant', 'accounting clerk'],
    skills: [
      'Bookkeeping',
      'Reconciliation',
      'Accounts payable',
      'Accounts receivable',
      'Payroll',
      ['QuickBooks', 'Xero'],
      'Excel',
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
      'Financial reporting',
      'SQL',
      ['Power BI', 'Tableau'],
    ],
  },
  {
    role: 'Teacher',
    aliases: ['educator', 'instructor', 'tutor', 'lecturer', 'teaching assistant', 'teaching'],
    skills: [
      'Lesson planning',
      'Classroom management',
      'Curriculum development',
      'Student assessment',
      'Differentiated instruction',
      'Safeguarding',
      'Special educational needs',
      'Communication',
    ],
  },
  {
    role: 'Operations Manager',
    aliases: [
      'operations specialist',
      'operations analyst',
      'logistics manager',
      'supply chain manager',
      'operations',
    ],
    skills: [
      'Process improvement',
      'Lean',
      'Six Sigma',
      'Inventory management',
      'Supply chain',
      'Budgeting',
      'Vendor management',
      'Reporting',
      'Team leadership',
    ],
  },
  {
    role: 'HR Specialist',
    aliases: [
      'recruiter',
      'talent acquisition specialist',
      'hr generalist',
      'hr manager',
      'human resources',
      'people partner',
    ],
    skills: [
      'Recruiting',
      'Interviewing',
      'Employee onboarding',
      'Employee relations',
      'HRIS',
      'Employment law',
      'Compensation and benefits',
    ],
  },
  {
    role: 'Administrative Assistant',
    aliases: [
      'office manager',
      'executive assistant',
      'personal assistant',
      'receptionist',
      'office administrator',
    ],
    skills: [
      'Microsoft Office',
      'Scheduling',
      'Communication',
      'Data entry',
      'Excel',
      'Bookkeeping',
      'Customer service',
    ],
  },
  {
    role: 'Mechanical Engineer',
    aliases: ['design engineer', 'manufacturing engineer'],
    skills: [
      ['SolidWorks', 'AutoCAD', 'CAD'],
      'Finite element analysis',
      'Technical drawings',
      'Lean',
      'Health and safety',
      'Project planning',
      'Problem solving',
    ],
  },
  {
    role: 'Civil Engineer',
    aliases: ['structural engineer', 'site engineer'],
    skills: [
      'AutoCAD',
      'Revit',
      'Structural analysis',
      'Technical drawings',
      'Health and safety',
      'Project planning',
      'Budgeting',
    ],
  },
  {
    role: 'Paralegal',
    aliases: ['legal assistant', 'lawyer', 'solicitor', 'attorney', 'legal counsel'],
    skills: [
      'Legal research',
      'Contract drafting',
      'Litigation',
      'Compliance',
      'Case management',
      'Microsoft Office',
      'Communication',
    ],
  },
];

/** Roles whose work is shown by links and projects (a repository, a portfolio, a campaign). */
const SHOWN_ONLINE = new Set([
  'Software Engineer',
  'Frontend Engineer',
  'Backend Engineer',
  'Full-Stack Engineer',
  'Mobile Developer',
  'DevOps Engineer',
  'Data Engineer',
  'Data Scientist',
  'Machine Learning Engineer',
  'Data Analyst',
  'QA Engineer',
  'Security Engineer',
  'UX Designer',
  'Graphic Designer',
  'Marketing Manager',
]);

/** Whether a portfolio, a GitHub profile and side projects are worth asking for in this role. */
export const showsWorkOnline = (role: RoleSkills | undefined) =>
  role !== undefined && SHOWN_ONLINE.has(role.role);

/** A role's skill as people read it: "Python" or "AWS, Google Cloud or Azure". */
export const skillLabel = (skill: string | string[]) =>
  Array.isArray(skill)
    ? skill.length > 1
      ? `${skill.slice(0, -1).join(', ')} or ${skill.at(-1)}`
      : (skill[0] ?? '')
    : skill;

const CANDIDATES = ROLES.flatMap((role) =>
  [role.role.toLowerCase(), ...role.aliases].map((name) => ({
    role,
    name,
    pattern: new RegExp(`(?<![${WORD_CHARS}])${escapeRegExp(name)}s?(?![${WORD_CHARS}])`, 'i'),
  })),
).sort((a, b) => b.name.length - a.name.length || a.name.localeCompare(b.name));

/**
 * The role a text names; the longest name wins ("data engineer" over "engineer"), and among
 * equal lengths the one named first in the text.
 */
export function findRole(text: string): RoleSkills | undefined {
  let best: { role: RoleSkills; length: number; at: number } | undefined;
  for (const { role, name, pattern } of CANDIDATES) {
    const match = pattern.exec(text);
    if (!match) continue;
    if (
      !best ||
      name.length > best.length ||
      (name.length === best.length && match.index < best.at)
    ) {
      best = { role, length: name.length, at: match.index };
    }
  }
  return best?.role;
}
