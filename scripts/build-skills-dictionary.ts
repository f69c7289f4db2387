/**
 * Builds packages/engine/src/data/skills.json, the engine's compact skills dictionary, from the open
 * vocabularies in ../shared/data (O*NET 29.3 Technology Skills, devicon.json, linguist_languages.yml)
 * plus the project's own curated lists (aliases, soft skills, certifications, methodologies).
 *
 *   npx tsx scripts/build-skills-dictionary.ts [--data DIR]
 *
 * The output is deterministic (sorted) so re-running on the same inputs gives the same bytes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { termKey } from '../packages/engine/src/analyze/normalize.ts';

type SkillType = 'language' | 'tool' | 'framework' | 'platform' | 'certification' | 'soft' | 'methodology';

interface Draft {
  name: string;
  type: SkillType;
  aliases: Set<string>;
  category?: string;
  hot: boolean;
  /** Higher wins when two sources disagree about the display name or type. */
  rank: number;
}

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const dataArg = process.argv.indexOf('--data');
const dataDir = dataArg >= 0 ? resolve(process.argv[dataArg + 1] ?? '') : resolve(root, '../shared/data');
const outDir = join(root, 'packages/engine/src/data');

// ---------------------------------------------------------------------------------------------
// Curated lists (project-owned).

/**
 * Single words that are ordinary English: as an alias (or a short name) they only match when
 * written with the dictionary's exact capitalisation, and as a vendor-stripped alias they are dropped.
 */
const COMMON_WORDS = new Set(
  `access action active alpha analysis apex art atom base basic beam blue bold box bridge build
  business cake chart check chef clean click cloud code collect compass connect core crystal dart
  data delta design desk direct dot draw drive dynamic echo edge elm empire equity excel express
  factor file fire flash flow focus force forge form frame gate glass go graph grid groovy harbor
  hub ice image impact insight io jade join julia keynote lasso leaf lens light line link live logo
  lookup mail map mark master matter maple mercury mint mirror mode monitor motion net network
  nim notes numbers office one opal orange outlook pages paint pascal path pig pilot planner plus
  point pony portal power premier prism pro project prompt pure quest rails red reason record
  report ring ruby rust scale scheme scratch script self sense shell shift slack smalltalk snap
  solid spark sphere spring square stack stage standard star stream studio style suite swift
  table tableau target task teams terminal text thrift time tool touch track vault vision visual
  wave web word works writer zen clinical director analytics just com calm etc foundation nimble
  reach make maintenance database designer middleware calendar classroom docs sheets sites slides
  workspace ads presenter audition publisher inventor distiller`.split(/\s+/),
);

/** Vendor words stripped from the front of O*NET product names to make an extra alias. */
const VENDORS = [
  'Microsoft',
  'Atlassian',
  'Adobe',
  'Oracle',
  'IBM',
  'Google',
  'Amazon',
  'Apple',
  'SAP',
  'Autodesk',
  'Apache',
  'Salesforce',
  'Intuit',
  'Cisco',
  'Red Hat',
  'VMware',
  'Dassault Systemes',
  'Siemens',
  'The MathWorks',
  'Epic Systems',
  'Meta',
  'Facebook',
  'Hewlett Packard',
  'Corel',
  'Bentley',
  'Esri',
  'Infor',
  'Sage',
  'Workday',
  'ServiceNow',
  'Tableau',
  'Informatica',
  'Teradata',
  'Qlik',
  'Smartsheet',
  'Zoho',
];

/** canonical → extra aliases (abbreviations, spellings, nicknames) that the sources lack. */
const ALIASES: Record<string, string[]> = {
  JavaScript: ['JS', 'ECMAScript', 'ES6', 'Vanilla JS'],
  TypeScript: ['TS'],
  Python: ['Python3', 'Python 3'],
  'C#': ['CSharp', 'C Sharp'],
  'C++': ['CPP', 'C plus plus'],
  Go: ['Golang'],
  'Objective-C': ['ObjC', 'Obj-C'],
  Kubernetes: ['K8s', 'Kube'],
  Docker: ['Docker containers'],
  'Amazon Web Services': ['AWS', 'Amazon AWS'],
  'Google Cloud Platform': ['GCP', 'Google Cloud'],
  'Microsoft Azure': ['Azure'],
  PostgreSQL: ['Postgres', 'psql', 'Postgre SQL'],
  MongoDB: ['Mongo'],
  MySQL: ['My SQL'],
  'Microsoft SQL Server': ['MSSQL', 'MS SQL', 'SQL Server', 'T-SQL'],
  'Node.js': ['Node', 'NodeJS', 'Node JS'],
  React: ['ReactJS', 'React.js', 'React JS'],
  'React Native': ['RN'],
  'Vue.js': ['Vue', 'VueJS'],
  Angular: ['AngularJS', 'Angular.js', 'Angular 2+'],
  'Next.js': ['NextJS', 'Next'],
  'Express.js': ['Express', 'ExpressJS'],
  Django: ['Django REST Framework', 'DRF'],
  'Spring Boot': ['SpringBoot'],
  '.NET': ['dotnet', 'DotNet', '.NET Core', 'ASP.NET', 'ASP.NET Core'],
  // A PDF's text often loses the leading dot ('NET Framework 4.5'); two words are still unambiguous.
  '.NET Framework': ['Microsoft .NET Framework', 'NET Framework'],
  'Ruby on Rails': ['Rails', 'RoR'],
  'CI/CD': ['CICD', 'CI CD', 'continuous integration', 'continuous delivery', 'continuous deployment'],
  'Machine learning': ['ML'],
  'Artificial intelligence': ['AI'],
  'Natural language processing': ['NLP'],
  'Deep learning': ['DL'],
  'Computer vision': ['CV'],
  'Large language models': ['LLM', 'LLMs'],
  TensorFlow: ['TF', 'Tensor Flow'],
  PyTorch: ['Torch'],
  'scikit-learn': ['sklearn', 'scikit learn'],
  Pandas: ['pandas'],
  NumPy: ['numpy'],
  'Apache Spark': ['Spark', 'PySpark'],
  'Apache Kafka': ['Kafka'],
  'Fault tolerance': ['fault-tolerant', 'fault tolerant'],
  'Accessibility testing': ['screen-reader testing', 'screen reader testing'],
  Copyediting: ['copy editing', 'copy-editing'],
  'Fact-checking': ['fact checking'],
  'SOC 2': ['SOC2', 'SOC 2 Type II'],
  'PCI DSS': ['PCI-DSS', 'PCI compliance'],
  'NIST Cybersecurity Framework': ['NIST CSF'],
  'Essential Eight': ['ASD Essential Eight', 'Essential 8'],
  'Apache Airflow': ['Airflow'],
  'Apache Hadoop': ['Hadoop'],
  Terraform: ['TF modules', 'HashiCorp Terraform'],
  Ansible: ['Red Hat Ansible'],
  Jenkins: ['Jenkins CI'],
  'GitHub Actions': ['GH Actions'],
  Git: ['git', 'Git version control'],
  GitHub: ['Github'],
  GitLab: ['Gitlab', 'GitLab CI'],
  Jira: ['JIRA', 'Atlassian JIRA'],
  'Atlassian Confluence': ['Confluence'],
  'Microsoft Excel': ['MS Excel', 'Excel', 'Advanced Excel'],
  'Microsoft PowerPoint': ['PowerPoint', 'MS PowerPoint', 'PPT'],
  'Microsoft Word': ['MS Word'],
  'Microsoft Office': ['MS Office', 'Office 365', 'Microsoft 365', 'M365'],
  'Microsoft Power BI': ['Power BI', 'PowerBI'],
  Tableau: ['Tableau Desktop'],
  Salesforce: ['SFDC', 'Salesforce CRM', 'Salesforce software'],
  SAP: ['SAP ERP', 'SAP software'],
  SQL: ['Structured Query Language'],
  GraphQL: ['Graph QL'],
  'REST APIs': ['REST', 'RESTful', 'RESTful APIs', 'REST API'],
  Microservices: ['micro-services', 'microservice architecture'],
  HTML: ['HTML5'],
  CSS: ['CSS3'],
  'Tailwind CSS': ['Tailwind', 'TailwindCSS'],
  Redis: ['Redis cache'],
  Elasticsearch: ['Elastic Search', 'ELK'],
  Linux: ['GNU/Linux'],
  'Amazon EC2': ['EC2'],
  'Amazon S3': ['S3'],
  'AWS Lambda': ['Lambda'],
  Figma: ['Figma design'],
  'Google Analytics': ['GA4'],
  'Search engine optimization': ['SEO'],
  'Search engine marketing': ['SEM'],
  CRM: ['customer relationship management'],
  ERP: ['enterprise resource planning'],
  EHR: ['EMR', 'electronic health records', 'electronic medical records'],
  'User experience design': ['UX', 'UX design', 'UI/UX', 'user experience'],
  'User interface design': ['UI design', 'UI'],
  'Object-oriented programming': ['OOP', 'object oriented programming'],
  'Test-driven development': ['TDD'],
  'Behavior-driven development': ['BDD'],
  'Site reliability engineering': ['SRE'],
  'Extract, transform, load': ['ETL', 'ELT'],
  'Key performance indicators': ['KPI', 'KPIs'],
  'Product roadmap': ['product roadmaps', 'product roadmapping'],
  'Product backlog': ['product backlogs', 'backlog grooming', 'backlog refinement'],
  'User stories': ['user story'],
  'Objectives and key results': ['OKR', 'OKRs'],
  'Product requirements documents': ['PRD', 'PRDs', 'product requirements document'],
  'Competitive analysis': ['competitor analysis'],
  'Go-to-market strategy': ['GTM strategy', 'go-to-market plan'],
  'Design patterns': ['software design patterns'],
  'Incident management': ['incident handling'],
  Debugging: ['software debugging'],
  'Technical documentation': ['software documentation'],
  'Object-oriented analysis and design': ['OOAD', 'object oriented analysis and design'],
  'Progressive web apps': ['PWA', 'PWAs', 'progressive web app', 'progressive web applications'],
  'Appointment scheduling': ['scheduling appointments', 'schedule appointments'],
  'Quality assurance': ['QA'],
  'Software development life cycle': ['SDLC', 'software development lifecycle'],
  'Query optimization': ['SQL query optimization', 'query tuning', 'query optimisation'],
  'Infrastructure as code': ['IaC'],
  'Data structures and algorithms': ['DSA', 'data structures', 'algorithms'],
  'Generally accepted accounting principles': ['GAAP', 'US GAAP'],
  'International Financial Reporting Standards': ['IFRS'],
  'Goods and Services Tax': ['GST'],
  'Basic Life Support': ['BLS'],
  'Quota attainment': ['quota', 'quotas', 'exceeded quota'],
  'Discovery calls': ['discovery'],
  'Product demos': ['demos', 'product demonstrations'],
  Forecasting: ['forecast', 'forecasts', 'sales forecasting'],
  'Month-end close': ['month end close', 'monthly close', 'month-end closing'],
  'Journal entries': ['journal entry', 'JEs'],
  'Cash handling': ['handling cash', 'cash management'],
  'Pivot tables': ['pivot table', 'pivots'],
  VLOOKUP: ['XLOOKUP', 'VLOOKUPs'],
  'B2B sales': ['B2B SaaS sales', 'enterprise sales'],
  'Advanced Cardiovascular Life Support': ['ACLS'],
  'Cardiopulmonary resuscitation': ['CPR'],
};

/** Widely asked-for products the open sources above miss (names only; types as noted). */
const CURATED_TOOLS: [string, SkillType, string[]][] = [
  ['Snowflake', 'platform', ['Snowflake Data Cloud']],
  ['asyncio', 'framework', []],
  ['Looker', 'tool', ['Google Looker']],
  ['Looker Studio', 'tool', ['Google Data Studio', 'Data Studio']],
  ['dbt', 'tool', ['data build tool', 'dbt Core', 'dbt Cloud']],
  ['Databricks', 'platform', []],
  ['BigQuery', 'platform', ['Google BigQuery', 'BQ']],
  ['Istio', 'tool', []],
  ['Celery', 'tool', []],
  ['PagerDuty', 'tool', []],
  ['Auth0', 'tool', []],
  ['Stripe', 'platform', ['Stripe API']],
  ['Amplitude', 'tool', []],
  ['Mixpanel', 'tool', []],
  ['HubSpot', 'platform', ['Hubspot CRM']],
  ['Marketo', 'tool', ['Adobe Marketo']],
  ['Zendesk', 'tool', []],
  ['Intercom', 'tool', []],
  ['Miro', 'tool', []],
  ['InVision', 'tool', []],
  ['Xero', 'tool', []],
  ['Workday', 'platform', ['Workday HCM']],
  ['Tally', 'tool', ['Tally ERP', 'Tally Prime', 'TallyPrime']],
  ['LangChain', 'framework', []],
  ['OpenAI API', 'tool', ['OpenAI', 'GPT-4', 'ChatGPT API']],
  ['Hugging Face', 'tool', ['HuggingFace', 'Hugging Face Transformers']],
  ['MLflow', 'tool', []],
  ['Amazon SageMaker', 'platform', ['SageMaker', 'AWS SageMaker']],
  ['Pinecone', 'tool', []],
  ['Gong', 'tool', ['Gong.io']],
  ['Outreach', 'tool', ['Outreach.io']],
  ['Salesloft', 'tool', ['SalesLoft']],
  ['ZoomInfo', 'tool', []],
  ['LinkedIn Sales Navigator', 'tool', ['Sales Navigator']],
  ['SAP FICO', 'tool', ['FICO', 'SAP FI/CO']],
  ['Zoho Books', 'tool', []],
];

/** Concepts that are not products but are asked for like skills. */
const METHODOLOGIES = [
  'Agile',
  'Scrum',
  'Kanban',
  'Lean',
  'Six Sigma',
  'Waterfall',
  'DevOps',
  'MLOps',
  'CI/CD',
  'Test-driven development',
  'Behavior-driven development',
  'Microservices',
  'REST APIs',
  'Object-oriented programming',
  'Site reliability engineering',
  'Infrastructure as code',
  'Extract, transform, load',
  'Software development life cycle',
  'Data structures and algorithms',
  'Machine learning',
  'Deep learning',
  'Artificial intelligence',
  'Natural language processing',
  'Computer vision',
  'Large language models',
  'Data analysis',
  'Data visualization',
  'Data modeling',
  'Statistical analysis',
  'A/B testing',
  'Unit testing',
  'Integration testing',
  'Automated testing',
  'Code review',
  'System design',
  'Distributed systems',
  'Cloud computing',
  'Quality assurance',
  'Key performance indicators',
  'Search engine optimization',
  'Search engine marketing',
  'User experience design',
  'User interface design',
  'Financial modeling',
  'Budgeting',
  'Forecasting',
  'Account reconciliation',
  'Accounts payable',
  'Accounts receivable',
  'Bookkeeping',
  'Auditing',
  'Generally accepted accounting principles',
  'International Financial Reporting Standards',
  'Goods and Services Tax',
  'Supply chain management',
  'Inventory management',
  'Lead generation',
  'Account management',
  'Business development',
  'Cold calling',
  'Customer service',
  'Patient care',
  'EHR',
  'Project management',
  'Product management',
  'Risk management',
  'Change management',
  'Vendor management',
  'Digital marketing',
  'Content marketing',
  'Social media marketing',
  'Email marketing',
  'Copywriting',
  'Penetration testing',
  'Network security',
  'Incident response',
  'Performance tuning',
  'Responsive design',
  'Accessibility',
  'Sales cycle',
  'Quota attainment',
  'Discovery calls',
  'Pipeline management',
  'Contract negotiation',
  'Product demos',
  'Proposal writing',
  'B2B sales',
  'SaaS',
  'Month-end close',
  'Journal entries',
  'Balance sheet reconciliation',
  'Financial reporting',
  'Statutory audit',
  'Tax compliance',
  'Payroll',
  'Cash handling',
  'Merchandising',
  'Visual merchandising',
  'Stock replenishment',
  'Pivot tables',
  'VLOOKUP',
  'Ind AS',
  'Medication administration',
  'Wound care',
  'Triage',
  'Infection control',
  'Lesson planning',
  'Classroom management',
  'Curriculum development',
  'Recruiting',
  'Onboarding',
  'Employee relations',
  'Market research',
  'Brand management',
  'Google Ads',
  'Meta Ads',
  'Event planning',
  'Vendor negotiation',
  'Logistics',
  'Procurement',
  'Quality control',
  'Root cause analysis',
  'Troubleshooting',
  // Product work
  'Product roadmap',
  'Product backlog',
  'Sprint planning',
  'User stories',
  'Objectives and key results',
  'Product requirements documents',
  'Acceptance criteria',
  'Competitive analysis',
  'Customer discovery',
  'Go-to-market strategy',
  'Release management',
  // Software practice
  'Design patterns',
  'API design',
  'Web services',
  'Technical debt',
  'Observability',
  'Incident management',
  'Debugging',
  'Software testing',
  'Technical documentation',
  'Capacity planning',
  'Load testing',
  'Distributed computing',
  'Object-oriented analysis and design',
  'Data mining',
  'Progressive web apps',
  'Platform engineering',
  // Office and laboratory work
  'Appointment scheduling',
  'Calendar management',
  'Data entry',
  'Proficiency testing',
  'Equipment maintenance',
  // Qualities of a system that postings ask engineers to build for
  'Scalability',
  'Fault tolerance',
  'High availability',
  'Concurrency',
  'Asynchronous programming',
  'Accessibility testing',
  'Keyboard navigation',
  'Query optimization',
  'Core Web Vitals',
  // Editorial work
  'Proofreading',
  'Copyediting',
  'Fact-checking',
  // Security and privacy compliance frameworks
  'ISO 27001',
  'SOC 2',
  'PCI DSS',
  'GDPR',
  'HIPAA',
  'NIST Cybersecurity Framework',
  'Essential Eight',
];

/** Certifications (name → aliases). Matched like any other skill; weighted as certifications. */
const CERTIFICATIONS: Record<string, string[]> = {
  'AWS Certified Solutions Architect': ['AWS Solutions Architect', 'AWS SAA', 'AWS CSA'],
  'AWS Certified Developer': ['AWS Developer Associate'],
  'AWS Certified Cloud Practitioner': ['AWS Cloud Practitioner'],
  'Microsoft Certified: Azure Administrator': ['AZ-104', 'Azure Administrator'],
  'Microsoft Certified: Azure Fundamentals': ['AZ-900', 'Azure Fundamentals'],
  'Google Professional Cloud Architect': ['GCP Professional Cloud Architect'],
  'Certified Kubernetes Administrator': ['CKA'],
  'Certified Kubernetes Application Developer': ['CKAD'],
  'Project Management Professional': ['PMP'],
  'Certified ScrumMaster': ['CSM', 'Certified Scrum Master', 'Scrum Master certification'],
  'Professional Scrum Master': ['PSM', 'PSM I'],
  PRINCE2: ['PRINCE2 Practitioner', 'PRINCE2 Foundation'],
  'ITIL Foundation': ['ITIL', 'ITIL v4'],
  'Certified Information Systems Security Professional': ['CISSP'],
  'Certified Information Security Manager': ['CISM'],
  'Certified Information Systems Auditor': ['CISA'],
  'Certified Ethical Hacker': ['CEH'],
  'CompTIA Security+': ['Security+', 'Security Plus'],
  'CompTIA Network+': ['Network+'],
  'CompTIA A+': ['A+ certification'],
  'Cisco Certified Network Associate': ['CCNA'],
  'Cisco Certified Network Professional': ['CCNP'],
  'Certified Public Accountant': ['CPA'],
  'Chartered Accountant': ['CA'],
  'Chartered Financial Analyst': ['CFA'],
  'Certified Management Accountant': ['CMA'],
  'Financial Risk Manager': ['FRM'],
  'Six Sigma Green Belt': ['Lean Six Sigma Green Belt', 'CSSGB'],
  'Six Sigma Black Belt': ['Lean Six Sigma Black Belt', 'CSSBB'],
  'Registered Nurse': ['RN'],
  'Licensed Practical Nurse': ['LPN'],
  'Certified Nursing Assistant': ['CNA'],
  'Basic Life Support': [],
  'Advanced Cardiovascular Life Support': [],
  'Cardiopulmonary resuscitation': [],
  'Society for Human Resource Management Certified Professional': ['SHRM-CP'],
  'Professional in Human Resources': ['PHR'],
  'Google Analytics Certification': ['Google Analytics Certified', 'GAIQ'],
  'Oracle Certified Professional, Java SE Programmer': ['OCPJP', 'Java SE certification'],
  'Salesforce Certified Administrator': ['Salesforce Administrator certification'],
  'Tableau Desktop Specialist': [],
  'Security clearance': ['TS/SCI', 'Secret clearance', 'Top Secret clearance'],
};

/**
 * Soft skills: a canonical name and the surface forms people write. Cross-checked against the
 * O*NET Content Model's cross-functional skills and work styles (2.A, 2.B, 1.C), which are also read below.
 */
const SOFT_SKILLS: Record<string, string[]> = {
  Communication: ['communication skills', 'verbal communication', 'written communication', 'communicator'],
  Collaboration: [
    'collaborative',
    'teamwork',
    'team player',
    'cross-functional collaboration',
    'cooperation',
  ],
  Leadership: ['leader', 'team leadership', 'people leadership', 'lead teams'],
  Mentoring: ['mentorship', 'coaching', 'mentor'],
  'Problem solving': ['problem-solving', 'problem solver', 'complex problem solving'],
  'Critical thinking': ['analytical thinking', 'analytical skills'],
  'Attention to detail': ['detail-oriented', 'detail oriented', 'attention to details', 'meticulous'],
  'Time management': ['prioritization', 'prioritisation', 'managing priorities', 'meet deadlines'],
  Adaptability: ['flexibility', 'adaptable', 'flexible'],
  Ownership: ['accountability', 'self-starter', 'self-motivated', 'initiative'],
  'Stakeholder management': ['stakeholder communication', 'stakeholder engagement', 'managing stakeholders'],
  Negotiation: ['negotiating', 'negotiator'],
  Persuasion: ['influencing', 'influence without authority'],
  'Presentation skills': ['public speaking', 'presenting'],
  'Customer focus': ['customer-centric', 'customer obsession', 'client focus', 'service orientation'],
  Creativity: ['creative thinking', 'innovation', 'innovative'],
  'Decision making': ['judgment and decision making', 'decision-making', 'sound judgment'],
  'Conflict resolution': ['resolving conflicts', 'conflict management'],
  'Emotional intelligence': ['empathy', 'empathetic'],
  'Active listening': ['listening skills'],
  'Organizational skills': ['organisational skills', 'organized', 'organised'],
  Multitasking: ['multi-tasking', 'juggle multiple priorities'],
  'Strategic thinking': ['strategic planning'],
  'Written English': ['writing skills', 'technical writing'],
  Dependability: ['dependable'],
  'Stress tolerance': ['works well under pressure', 'composure under pressure', 'fast-paced environment'],
  'Work ethic': ['hard-working', 'hardworking', 'diligent'],
  'Interpersonal skills': ['relationship building', 'people skills', 'rapport building'],
  Integrity: ['honesty', 'trustworthy'],
  'Learning agility': ['continuous learning', 'eager to learn', 'growth mindset', 'quick learner'],
  'Cross-cultural competence': ['cultural awareness', 'diversity and inclusion'],
  'Remote collaboration': ['remote work', 'async communication', 'asynchronous communication'],
  'Data-driven decision making': ['data-driven', 'data driven'],
  Facilitation: ['workshop facilitation', 'facilitating meetings'],
  Delegation: ['delegating'],
  'Team building': ['building teams', 'hiring and developing'],
  Curiosity: ['curious', 'inquisitive'],
  Resilience: ['resilient', 'perseverance'],
  Coordination: ['coordinating', 'coordinate across teams'],
  'Service orientation': ['customer service orientation', 'helpfulness'],
  Accuracy: [],
  Punctuality: ['punctual'],
  Professionalism: [],
  Compassion: ['compassionate'],
  Patience: [],
  Courtesy: ['courteous'],
  Discretion: ['discreet'],
  Instructing: ['teaching', 'training others'],
  'Social perceptiveness': ['perceptiveness'],
  Judgment: ['good judgment', 'judgement'],
  Independence: ['independently', 'autonomous', 'work independently'],
  Cooperation: ['cooperative'],
  Persistence: ['persistent', 'tenacity'],
  'Analytical skills': ['analytical', 'analytical mindset'],
  Innovation: ['innovative thinking'],
  'Self-control': ['composure'],
};

// ---------------------------------------------------------------------------------------------

const drafts = new Map<string, Draft>();

/** Key used to merge the same technology across sources: 'Node.js', 'NodeJS', 'node js' → 'nodejs'. */
function mergeKey(name: string): string {
  return termKey(name)
    .replace(/\.js$|\s?js$/, 'js')
    .replace(/[\s.]/g, '')
    .replace(/#/g, 'sharp')
    .replace(/\+\+/g, 'pp');
}

/**
 * Ordinary English words, read from the prose of the O*NET Content Model descriptions: a product
 * called 'Reach', 'Make' or 'Maintenance' must not match those words in a sentence.
 */
const ENGLISH = new Set<string>();

function loadEnglish() {
  const lines = readFileSync(join(dataDir, 'onet_29_3_content_model_reference.txt'), 'utf8').split(/\r?\n/);
  for (const line of lines.slice(1)) {
    for (const word of (line.split('\t')[2] ?? '').match(/\b[a-z]{3,}\b/g) ?? []) ENGLISH.add(word);
  }
}

function isCommonWord(alias: string): boolean {
  const lower = alias.toLowerCase();
  if (alias.includes(' ')) return false;
  const singular = lower.replace(/e?s$/, '');
  return COMMON_WORDS.has(lower) || COMMON_WORDS.has(singular) || ENGLISH.has(lower) || ENGLISH.has(singular);
}

function upsert(
  name: string,
  type: SkillType,
  rank: number,
  aliases: string[] = [],
  extra: Partial<Draft> = {},
) {
  const key = mergeKey(name);
  if (!key) return;
  let draft = drafts.get(key);
  if (!draft) {
    draft = { name, type, aliases: new Set(), hot: false, rank, ...extra };
    drafts.set(key, draft);
  } else if (rank > draft.rank) {
    draft.aliases.add(draft.name);
    draft.name = name;
    draft.type = type;
    draft.rank = rank;
  }
  if (extra.hot) draft.hot = true;
  if (extra.category && !draft.category) draft.category = extra.category;
  for (const alias of aliases) if (alias && termKey(alias) !== termKey(draft.name)) draft.aliases.add(alias);
}

// ---- O*NET Technology Skills -------------------------------------------------------------------

/** True when the acronym's letters are a subsequence of the long form's word initials (SQL ← Structured query language). */
function acronymFits(acronym: string, longForm: string): boolean {
  const initials = longForm
    .split(/[\s-]+/)
    .map((word) => word[0]?.toLowerCase() ?? '')
    .join('');
  const letters = acronym.toLowerCase().replace(/[^a-z]/g, '');
  let at = 0;
  for (const letter of initials) if (letter === letters[at]) at++;
  return letters.length >= 2 && at === letters.length;
}

function onetType(category: string): SkillType {
  if (/operating system|platform interconnectivity|cloud/i.test(category)) return 'platform';
  if (/object or component oriented|web platform development/i.test(category)) return 'framework';
  return 'tool';
}

function readOnet() {
  const lines = readFileSync(join(dataDir, 'onet_29_3_technology_skills.txt'), 'utf8').split(/\r?\n/);
  const header = lines[0]?.split('\t') ?? [];
  const col = (name: string) => header.indexOf(name);
  const [exampleCol, categoryCol, hotCol, demandCol] = [
    col('Example'),
    col('Commodity Title'),
    col('Hot Technology'),
    col('In Demand'),
  ];
  const products = new Map<
    string,
    { category: string; hot: boolean; demand: boolean; occupations: number }
  >();
  for (const line of lines.slice(1)) {
    const cells = line.split('\t');
    const example = cells[exampleCol]?.trim();
    if (!example) continue;
    const product = products.get(example) ?? {
      category: cells[categoryCol] ?? '',
      hot: false,
      demand: false,
      occupations: 0,
    };
    product.occupations++;
    product.hot ||= cells[hotCol] === 'Y';
    product.demand ||= cells[demandCol] === 'Y';
    products.set(example, product);
  }
  for (const [example, product] of [...products].sort(([a], [b]) => a.localeCompare(b))) {
    // Keep the products that matter in job ads: hot technologies and those used by several occupations.
    if (!product.hot && !product.demand && product.occupations < 2) continue;
    let name = example.replace(/\s+software$/i, '').trim();
    const words = name.split(/\s+/);
    // Generic descriptions ('Spreadsheet software', 'Email software') are categories, not skills.
    if (
      /\bsoftware$/i.test(example) &&
      words.slice(1).every((w) => w === w.toLowerCase()) &&
      words.length <= 3
    ) {
      continue;
    }
    const aliases: string[] = [];
    // A trailing acronym becomes the display name: 'Structured query language SQL' → 'SQL'.
    const acronym = /^(.{4,}?)\s+([A-Z][A-Z0-9+#/&]{1,6})$/.exec(name);
    if (acronym?.[1] && acronym[2] && acronymFits(acronym[2], acronym[1])) {
      aliases.push(acronym[1], example);
      name = acronym[2];
    }
    for (const vendor of VENDORS) {
      if (name.startsWith(`${vendor} `)) {
        const rest = name.slice(vendor.length + 1).trim();
        if (rest.length > 1 && !isCommonWord(rest) && !/^(the|and|for)\b/i.test(rest)) aliases.push(rest);
      }
    }
    upsert(name, onetType(product.category), 1, aliases, { category: product.category, hot: product.hot });
  }
}

// ---- devicon.json ------------------------------------------------------------------------------

function readDevicon() {
  const entries = JSON.parse(readFileSync(join(dataDir, 'devicon.json'), 'utf8')) as {
    name: string;
    altnames?: string[];
    tags?: string[];
  }[];
  for (const entry of entries) {
    const tags = entry.tags ?? [];
    const type: SkillType = tags.includes('language')
      ? 'language'
      : tags.includes('framework') || tags.includes('library')
        ? 'framework'
        : tags.includes('platform') || tags.includes('cloud') || tags.includes('os')
          ? 'platform'
          : 'tool';
    // devicon names are slugs ('nodejs', 'amazonwebservices'); they only merge into existing
    // entries, or become an entry of their own when the slug is a plausible display name.
    const key = mergeKey(entry.name);
    const existing = drafts.get(key);
    const altnames = (entry.altnames ?? []).filter((alt) => !isCommonWord(alt));
    if (existing) {
      for (const alias of altnames) existing.aliases.add(alias);
      continue;
    }
    if (entry.name.length < 3 || isCommonWord(entry.name)) continue;
    // Slugs are lower case ('twilio'); the display name gets a capital.
    upsert(entry.name.charAt(0).toUpperCase() + entry.name.slice(1), type, 0, altnames);
  }
}

// ---- linguist_languages.yml (a tiny reader for its simple two-level layout) ---------------------

interface LinguistLanguage {
  name: string;
  type?: string;
  aliases: string[];
}

export function parseLinguistYaml(text: string): LinguistLanguage[] {
  const languages: LinguistLanguage[] = [];
  let current: LinguistLanguage | undefined;
  let listKey: string | undefined;
  const unquote = (value: string) =>
    value
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .replace(/^'(.*)'$/, '$1');
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim() || raw.startsWith('#') || raw === '---') continue;
    const top = /^([^\s].*):\s*$/.exec(raw);
    if (top?.[1]) {
      current = { name: unquote(top[1]), aliases: [] };
      languages.push(current);
      listKey = undefined;
      continue;
    }
    if (!current) continue;
    const field = /^ {2}([a-z_]+):\s*(.*)$/.exec(raw);
    if (field?.[1]) {
      listKey = field[2] ? undefined : field[1];
      if (field[1] === 'type') current.type = unquote(field[2] ?? '');
      continue;
    }
    const item = /^ {2}- (.*)$/.exec(raw);
    if (item?.[1] && listKey === 'aliases') current.aliases.push(unquote(item[1]));
  }
  return languages;
}

function readLinguist() {
  const languages = parseLinguistYaml(readFileSync(join(dataDir, 'linguist_languages.yml'), 'utf8'));
  for (const language of languages) {
    if (language.type !== 'programming') continue;
    const key = mergeKey(language.name);
    const known = drafts.has(key);
    // Obscure languages whose names are English words would match ordinary prose; keep only
    // languages other sources also know, or that have aliases (a sign of real-world use).
    if (!known && language.aliases.length === 0) continue;
    // Linguist's 'node' alias names the runtime, which is a skill of its own (Node.js).
    const aliases = language.aliases.filter(
      (alias) =>
        alias.length > 1 && !isCommonWord(alias) && !(language.name === 'JavaScript' && alias === 'node'),
    );
    upsert(language.name, 'language', 2, aliases);
  }
}

/**
 * Content-model names that are technical tasks or school subjects rather than soft skills, or that
 * read as ordinary words in job ads ('Science' in 'Computer Science', 'Monitoring' of systems).
 */
const NOT_SOFT = new Set([
  'Mathematics',
  'Science',
  'Programming',
  'Installation',
  'Repairing',
  'Equipment Maintenance',
  'Equipment Selection',
  'Operation and Control',
  'Operations Monitoring',
  'Monitoring',
  'Quality Control Analysis',
  'Technology Design',
  'Speaking',
  'Writing',
  'Reading Comprehension',
  'Troubleshooting',
  'Systems Analysis',
  'Systems Evaluation',
  'Operations Analysis',
  'Management of Financial Resources',
  'Management of Material Resources',
  'Management of Personnel Resources',
  'Learning Strategies',
  'Active Learning',
  'Achievement/Effort',
  'Social Orientation',
  'Concern for Others',
]);

// ---- O*NET Content Model: soft skills ----------------------------------------------------------

function readContentModelSoftSkills(): string[] {
  const lines = readFileSync(join(dataDir, 'onet_29_3_content_model_reference.txt'), 'utf8').split(/\r?\n/);
  const names: string[] = [];
  for (const line of lines.slice(1)) {
    const [id, name] = line.split('\t');
    if (!id || !name) continue;
    // Leaves only (x.y.z.w): cross-functional and basic skills, and work styles.
    const keep = /^2\.[AB]\.\d+\.[a-z]$/.test(id) || /^1\.C\.\d+\.[a-z]$/.test(id);
    if (keep && !NOT_SOFT.has(name.trim())) names.push(name.trim());
  }
  return names;
}

// ---------------------------------------------------------------------------------------------

/**
 * Folds every draft that already owns one of `forms` into the draft at `key`, so a curated alias
 * line ('Jira': ['JIRA', 'Atlassian JIRA']) joins the O*NET and devicon entries for the same product.
 */
function mergeDraftsSharingForms(key: string, forms: string[]) {
  const wanted = new Set(forms.map(termKey));
  const matches = [...drafts.entries()].filter(
    ([draftKey, draft]) => draftKey === key || wanted.has(termKey(draft.name)),
  );
  if (matches.length === 0) return;
  const target = drafts.get(key) ?? matches[0]![1];
  for (const [draftKey, draft] of matches) {
    if (draft === target) continue;
    target.aliases.add(draft.name);
    for (const alias of draft.aliases) target.aliases.add(alias);
    target.hot ||= draft.hot;
    target.category ??= draft.category;
    if (draft.rank > target.rank) target.type = draft.type;
    drafts.delete(draftKey);
  }
  drafts.set(key, target);
}

function build() {
  loadEnglish();
  readOnet();
  readDevicon();
  readLinguist();
  for (const [name, type, aliases] of CURATED_TOOLS) upsert(name, type, 3, aliases);
  for (const name of METHODOLOGIES) upsert(name, 'methodology', 3);
  for (const [name, aliases] of Object.entries(CERTIFICATIONS)) upsert(name, 'certification', 4, aliases);
  for (const [name, aliases] of Object.entries(SOFT_SKILLS)) upsert(name, 'soft', 4, aliases);
  for (const name of readContentModelSoftSkills()) {
    const parts = name.split(/\/| and /).map((part) => part.trim());
    const key = mergeKey(name);
    if (drafts.has(key) || parts.some((part) => drafts.has(mergeKey(part)))) continue;
    upsert(name, 'soft', 3, parts.length > 1 ? parts : []);
  }
  for (const [canonical, aliases] of Object.entries(ALIASES)) {
    const key = mergeKey(canonical);
    mergeDraftsSharingForms(key, [canonical, ...aliases]);
    const draft = drafts.get(key);
    if (draft) {
      for (const alias of aliases) if (termKey(alias) !== termKey(draft.name)) draft.aliases.add(alias);
      // A curated display name wins over an O*NET-style one ('Amazon Web Services' over 'AWS').
      if (draft.rank < 3) {
        draft.aliases.add(draft.name);
        draft.aliases.delete(canonical);
        draft.name = canonical;
        draft.rank = 3;
      }
    } else {
      upsert(canonical, 'tool', 3, aliases);
    }
  }

  // Each surface form belongs to one entry only; the higher-ranked entry keeps it.
  const owner = new Map<string, Draft>();
  const ordered = [...drafts.values()].sort((a, b) => b.rank - a.rank || a.name.localeCompare(b.name));
  for (const draft of ordered) {
    for (const form of [draft.name, ...draft.aliases]) {
      const key = termKey(form);
      if (!key) continue;
      if (!owner.has(key)) owner.set(key, draft);
      else if (owner.get(key) !== draft) draft.aliases.delete(form);
    }
  }

  const categories = [...new Set(ordered.map((d) => d.category).filter((c): c is string => !!c))].sort();
  const typeCodes: SkillType[] = [
    'language',
    'tool',
    'framework',
    'platform',
    'certification',
    'soft',
    'methodology',
  ];
  // A short or ordinary-word form only matches with its exact capitalisation: marked with a leading '='.
  // Soft skills and practices are English by nature and curated names (rank 3+) were chosen on
  // purpose, so only our explicit common-word list makes those case-sensitive.
  const mark = (form: string, draft: Draft) => {
    if (form.length <= 2) return `=${form}`;
    const explicit =
      !form.includes(' ') &&
      (COMMON_WORDS.has(form.toLowerCase()) || COMMON_WORDS.has(form.toLowerCase().replace(/e?s$/, '')));
    if (draft.type === 'soft' || draft.type === 'methodology' || draft.type === 'certification') return form;
    return explicit || (draft.rank < 3 && isCommonWord(form)) ? `=${form}` : form;
  };
  const entries = [...drafts.values()]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((draft) => {
      const aliases = [...draft.aliases]
        .filter((alias) => termKey(alias) && termKey(alias) !== termKey(draft.name))
        // Lower-case forms of three letters or fewer are file extensions and slugs ('be', 'rb', 'ps'), not how people write skills.
        .filter((alias) => !/^[a-z0-9]{1,3}$/.test(alias))
        .sort()
        .map((alias) => mark(alias, draft));
      const row: (string | number | string[])[] = [mark(draft.name, draft), typeCodes.indexOf(draft.type)];
      row.push(aliases);
      row.push(draft.category ? categories.indexOf(draft.category) : -1);
      row.push(draft.hot ? 1 : 0);
      return row;
    });
  const output = {
    version: 1,
    note: 'Generated by scripts/build-skills-dictionary.ts; see ATTRIBUTION.md. Row: [name, typeIndex, aliases, categoryIndex, hot]. A leading "=" marks a form matched case-sensitively.',
    types: typeCodes,
    categories,
    entries,
  };
  writeFileSync(join(outDir, 'skills.json'), `${JSON.stringify(output)}\n`);
  const counts = Object.fromEntries(
    typeCodes.map((t) => [t, [...drafts.values()].filter((d) => d.type === t).length]),
  );
  console.log(`skills.json: ${entries.length} entries`, counts);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) build();
