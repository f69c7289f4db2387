import { describe, expect, it } from 'vitest';
import { extractJobKeywords } from './job-keywords.ts';
import { BACKEND_JOB } from './test-support.ts';

const byTerm = (list: ReturnType<typeof extractJobKeywords>, term: string) =>
  list.find((k) => k.term === term);

describe('extractJobKeywords', () => {
  const keywords = extractJobKeywords(BACKEND_JOB, { jobTitle: 'Senior Backend Engineer' });

  it('finds hard skills, tools, certifications, soft skills, education and title terms', () => {
    const kinds = new Set(keywords.map((k) => k.kind));
    for (const kind of ['hard', 'tool', 'certification', 'soft', 'education', 'title'])
      expect(kinds.has(kind as never)).toBe(true);
    for (const term of [
      'Node.js',
      'TypeScript',
      'Kubernetes',
      'SQL',
      'PostgreSQL',
      'Terraform',
      'Kafka',
      'GitHub Actions',
    ]) {
      expect(byTerm(keywords, term), term).toBeDefined();
    }
    expect(byTerm(keywords, 'Senior Backend Engineer')?.kind).toBe('title');
    expect(byTerm(keywords, 'AWS Certified Solutions Architect')?.kind).toBe('certification');
    expect(byTerm(keywords, "Bachelor's degree")?.kind).toBe('education');
  });

  it('gives the title one keyword, its core without the seniority as another form of it', () => {
    const titles = keywords.filter((k) => k.kind === 'title');
    expect(titles.map((k) => k.term)).toEqual(['Senior Backend Engineer']);
    expect(titles[0]?.aliases).toEqual(['Backend Engineer']);
  });

  it('separates required from preferred and reads years of experience', () => {
    expect(byTerm(keywords, 'Node.js')).toMatchObject({ required: true, years: 5 });
    expect(byTerm(keywords, 'SQL')?.required).toBe(true);
    expect(byTerm(keywords, 'PostgreSQL')).toMatchObject({ required: false, block: 'preferred' });
    expect(byTerm(keywords, 'Terraform')?.block).toBe('preferred');
  });

  it('weights required hard skills above preferred ones and soft skills lowest', () => {
    const node = byTerm(keywords, 'Node.js')!.weight;
    const kafka = byTerm(keywords, 'Kafka')!.weight;
    const communication = keywords.find((k) => k.canonical === 'Communication')!.weight;
    expect(node).toBeGreaterThan(kafka);
    expect(kafka).toBeGreaterThan(communication);
    const total = keywords.reduce((sum, k) => sum + k.weight, 0);
    expect(total).toBeGreaterThan(99);
    expect(total).toBeLessThan(101);
  });

  it('matches soft skills by word family and ignores them in the company blurb', () => {
    expect(keywords.find((k) => k.canonical === 'Collaboration')?.block).toBe('responsibilities');
    expect(keywords.find((k) => k.canonical === 'Adaptability')).toBeUndefined();
  });

  it('handles a nursing ad with certifications and a care vocabulary', () => {
    const nursing = extractJobKeywords(
      `Registered Nurse - Medical/Surgical Unit
Riverside Community Hospital seeks a compassionate RN for night shifts.
Responsibilities
Provide patient care for 5-6 patients per shift and document in Epic EHR.
Qualifications
Current RN license and BLS certification required. ACLS preferred.
Two years of acute care experience. Strong communication and attention to detail.`,
      { jobTitle: 'Registered Nurse' },
    );
    const terms = nursing.map((k) => k.canonical);
    expect(terms).toEqual(
      expect.arrayContaining(['Registered Nurse', 'Basic Life Support', 'EHR', 'Patient care']),
    );
    expect(nursing.find((k) => k.canonical === 'Advanced Cardiovascular Life Support')?.required).toBe(false);
    expect(nursing.find((k) => k.canonical === 'Basic Life Support')?.required).toBe(true);
  });

  it('keeps unknown product-like names as other keywords', () => {
    const list = extractJobKeywords(
      'Requirements:\nExperience with FooBarDB and our in-house XQ7 engine is a must.',
    );
    expect(list.filter((k) => k.kind === 'other').map((k) => k.term)).toEqual(
      expect.arrayContaining(['FooBarDB', 'XQ7']),
    );
  });

  it('is deterministic', () => {
    expect(extractJobKeywords(BACKEND_JOB, { jobTitle: 'Senior Backend Engineer' })).toEqual(keywords);
  });
});

describe('extractJobKeywords on other kinds of job', () => {
  it('reads a sales ad: tools, practices and soft skills, with the perks ignored', () => {
    const sales = extractJobKeywords(
      `Brightline Software needs an Account Executive to own the full sales cycle for mid-market customers.

What you'll do
• Prospect, run discovery calls and close new business
• Keep Salesforce up to date and forecast accurately each week
• Negotiate contracts and hit a quarterly quota

What we're looking for
• 3+ years of B2B SaaS sales experience
• Excellent written and verbal communication
• Experience with HubSpot or Salesforce CRM

Bonus points
• Familiarity with Gong and Outreach

Benefits: Medical, dental, 401k match, unlimited PTO. We are an equal opportunity employer.`,
      { jobTitle: 'Account Executive' },
    );
    const canonical = sales.map((k) => k.canonical);
    expect(canonical).toEqual(
      expect.arrayContaining([
        'Salesforce',
        'HubSpot',
        'Sales cycle',
        'Discovery calls',
        'Forecasting',
        'Quota attainment',
        'Gong',
        'Outreach',
        'Negotiation',
      ]),
    );
    expect(sales.find((k) => k.canonical === 'B2B sales')).toMatchObject({ required: true, years: 3 });
    expect(sales.find((k) => k.canonical === 'Gong')?.block).toBe('preferred');
    expect(sales.some((k) => /401k|PTO|dental/i.test(k.term))).toBe(false);
  });

  it('reads a finance ad with Indian accounting terms and qualifications', () => {
    const finance = extractJobKeywords(
      `About the role
We are looking for a Senior Accountant to manage month-end close, reconciliations and GST filings.

Key responsibilities
- Prepare journal entries and balance sheet reconciliations
- Support statutory audits and ensure compliance with IFRS and Ind AS
- Build financial reports in Excel and Tally

Qualifications
- CA or CMA qualified; 4-6 years of experience
- Advanced Excel (VLOOKUP, pivot tables)
- Working knowledge of SAP FICO is preferred`,
      { jobTitle: 'Senior Accountant' },
    );
    const canonical = finance.map((k) => k.canonical);
    expect(canonical).toEqual(
      expect.arrayContaining([
        'Month-end close',
        'Journal entries',
        'Goods and Services Tax',
        'International Financial Reporting Standards',
        'Ind AS',
        'Tally',
        'VLOOKUP',
        'Pivot tables',
        'SAP FICO',
      ]),
    );
    expect(finance.find((k) => k.canonical === 'Chartered Accountant')).toMatchObject({
      kind: 'certification',
      required: true,
    });
    expect(finance.find((k) => k.canonical === 'SAP FICO')?.required).toBe(false);
    expect(finance.find((k) => k.aliases.includes('Accountant'))?.kind).toBe('title');
  });

  it('does not read ordinary words as skills or degrees', () => {
    const retail = extractJobKeywords(
      `Store Associate (Part-Time)
Join our team! You will greet customers, keep the sales floor stocked and run the register.
Requirements: Cash handling experience. Must be able to lift 25 lbs and work weekends. Go-getter attitude.
Nice to have: POS experience.`,
      { jobTitle: 'Store Associate' },
    );
    expect(retail.map((k) => k.canonical).sort()).toEqual(['Cash handling', 'POS', 'Store Associate']);
  });
});

describe('noise guards', () => {
  it('ignores ordinary words that share a name with a product, the company name, links and file names', () => {
    const list = extractJobKeywords(
      `Make sure you can reach customers quickly. Just bring a calm, clinical eye to our foundation.
Apply at careers.example.com or send resume.pdf to our Director. Visit QuantaHealth today.`,
      { company: 'QuantaHealth' },
    );
    expect(list).toEqual([]);
  });
});

describe('keywords a recruiter would list', () => {
  const AD = `IT BEGAN WITH A SANDAL. From a garage in Oakland Hills to the bustling San Francisco Bay Area,
Quillo has grown into a global brand. Quillo Software, San Francisco, CA, USA.
There's a LOT to learn, and Quilloers love it!

Requirements
- 3+ years with Java and Spring Boot (e.g. microservices), i.e. production services
- Advanced Excel: VLOOKUP and Pivot Tables
- Experience with FooGrid (REF0042Quillo) and Kindness, Openness and Grit (KOG) values
- Strong communication skills

Nice to have
- Terraform is a plus

Why Quillo?
Free lunch, yoga and a culture of innovation.`;
  const keywords = extractJobKeywords(AD, {
    jobTitle: 'Backend Engineer Job in Oakland',
    company: 'Quillo Software',
  });
  const terms = keywords.map((k) => k.term.toLowerCase());

  it('names no place, no company name, no stopword and no shouted fragment', () => {
    for (const noise of [
      'san',
      'ca',
      'usa',
      'oakland',
      'quillo',
      'quilloers',
      'began',
      'with',
      'sandal',
      'lot',
      'e.g',
      'i.e',
      'kog',
      'ref0042quillo',
    ])
      expect(terms, noise).not.toContain(noise);
    expect(keywords.some((k) => /oakland|francisco/i.test(k.term))).toBe(false);
  });

  it('keeps multi-word skills whole and the unknown tool asked for', () => {
    expect(terms).toEqual(
      expect.arrayContaining(['java', 'spring boot', 'pivot tables', 'vlookup', 'foogrid']),
    );
  });

  it('cleans the job board words off the title', () => {
    expect(keywords.filter((k) => k.kind === 'title').map((k) => k.term)).toEqual(['Backend Engineer']);
  });

  it('marks what the ad only prefers as nice to have and the rest as must have', () => {
    const importance = (term: string) => keywords.find((k) => k.term === term)?.importance;
    expect(importance('Terraform')).toBe('nice');
    expect(importance('Java')).toBe('must');
    expect(importance('Spring Boot')).toBe('must');
  });

  it('reads a region code as a place only after a place name', () => {
    const place = extractJobKeywords(
      'Requirements: You must commute to Fresno, CA on most days of the week.',
    );
    expect(place.map((k) => k.term)).toEqual([]);
    const qualified = extractJobKeywords('Qualifications\n- CA or CPA qualified');
    expect(qualified.map((k) => k.canonical)).toContain('Chartered Accountant');
  });

  it('does not read ordinary English words as the products that share their spelling', () => {
    const prose = extractJobKeywords(
      'Responsibilities\n- Mentor less experienced engineers and bring clarity to the rest of the team\n- Work in batch or stream',
    );
    expect(prose.map((k) => k.term.toLowerCase())).not.toEqual(expect.arrayContaining(['less']));
    for (const word of ['less', 'clarity', 'rest', 'batch'])
      expect(
        prose.map((k) => k.term.toLowerCase()),
        word,
      ).not.toContain(word);
    const named = extractJobKeywords(
      'Requirements\n- Build REST APIs and style pages with Less, Sass and CSS',
    );
    expect(named.map((k) => k.canonical)).toEqual(expect.arrayContaining(['REST APIs', 'Less']));
  });

  it('does not read a generic noun left of a vendor product as that product', () => {
    // 'Oracle Database' less its vendor is 'Database'; 'Google Sheets', 'Oracle Designer' likewise.
    const list = extractJobKeywords(
      'Requirements\n• Database fundamentals and architecture (e.g. MySQL, Oracle, PostgreSQL)\n• Designer tools and Sheets',
    );
    const canonicals = list.map((k) => k.canonical);
    for (const product of ['Oracle Database', 'Oracle Designer', 'Google Sheets'])
      expect(canonicals, product).not.toContain(product);
    expect(canonicals).toEqual(expect.arrayContaining(['MySQL', 'Oracle', 'PostgreSQL']));
    expect(
      extractJobKeywords('Requirements\n• Oracle Database administration').map((k) => k.canonical),
    ).toContain('Oracle Database');
  });
});

describe('requirement phrases and small print', () => {
  const AD = `Requirements
- Experience writing acceptance criteria and running sprint planning
- Strong knowledge of freight consolidation
- We offer free lunch and a generous parental leave policy.
- Brightline is an equal opportunity employer and provides reasonable accommodations.
Employment Type: Permanent Role
Responsibilities
- Own the product roadmap`;
  const terms = extractJobKeywords(AD).map((k) => k.term.toLowerCase());

  it("names the ad's own requirement phrases", () => {
    expect(terms).toEqual(
      expect.arrayContaining([
        'acceptance criteria',
        'sprint planning',
        'product roadmap',
        'freight consolidation',
      ]),
    );
  });

  it('reads perks, notices and job-board fields as small print, not requirements', () => {
    for (const noise of [
      'free lunch',
      'parental leave policy',
      'equal opportunity employer',
      'reasonable accommodations',
      'permanent role',
    ])
      expect(terms, noise).not.toContain(noise);
  });

  it('can be told to leave phrases out: only what the dictionary names is kept', () => {
    const named = extractJobKeywords(AD, { phrases: false }).map((k) => k.term.toLowerCase());
    expect(named).not.toContain('freight consolidation');
    expect(named).toEqual(
      expect.arrayContaining(['acceptance criteria', 'sprint planning', 'product roadmap']),
    );
  });
});
