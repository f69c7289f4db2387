import { describe, expect, it } from 'vitest';
import { extractJobKeywords, unwrapLines } from './job-keywords.ts';

const byTerm = (list: ReturnType<typeof extractJobKeywords>, term: string) =>
  list.find((k) => k.term === term);

describe('requirements a recruiter screens for', () => {
  const lower = (ad: string, options = {}) =>
    extractJobKeywords(ad, options).map((k) => k.term.toLowerCase());

  it('reads a phrase that a fixed-width wrap cut over two lines as one', () => {
    const ad = `Requirements: 3+ years of widget design experience in a B2B environment; excellent written
communication and vendor negotiation skills. Nice to know the gadget business.`;
    expect(lower(ad)).toContain('vendor negotiation');
    expect(unwrapLines('a long line of text that is cut by a fixed-width wrap and\ncontinues here')).toBe(
      'a long line of text that is cut by a fixed-width wrap and continues here',
    );
    expect(unwrapLines('Short heading\nnext line')).toBe('Short heading\nnext line');
  });

  it('ranks what the requirements name above the phrases of a duty', () => {
    const ad = `Responsibilities
- Maintain kiln temperature logbooks
Requirements
- Hands-on experience with Gizmo Designer, Widget Portal, ZQF and Sprocket Server
- Software Calibration`;
    const keywords = extractJobKeywords(ad);
    const weight = (term: string) => keywords.find((k) => k.term === term)?.weight ?? 0;
    for (const term of ['Gizmo Designer', 'Widget Portal', 'ZQF', 'Software Calibration'])
      expect(weight(term), term).toBeGreaterThan(weight('kiln temperature logbooks'));
  });

  it('ranks a tool the opening paragraph names above a phrase from the requirements', () => {
    const ad = `Widget Shop sells hand-made widgets to thousands of small shops in many countries, and it is
growing every year; its customers count on the shop for the parts that keep their own products running.
You will build billing services on PostgreSQL and Kafka for the widget shop.

Requirements: deep knowledge of ledger reconciliation; experience with invoice batching.`;
    const keywords = extractJobKeywords(ad);
    const weight = (term: string) => keywords.find((k) => k.term === term)?.weight ?? 0;
    for (const tool of ['PostgreSQL', 'Kafka'])
      for (const phrase of ['ledger reconciliation', 'invoice batching'])
        expect(weight(tool), `${tool} > ${phrase}`).toBeGreaterThan(weight(phrase));
  });

  it('counts the named examples of a category for less than a skill asked for alone, and names the category', () => {
    const keywords = extractJobKeywords(`Requirements
- Knowledge of front-end frameworks like Angular, React or Vue
- Proficiency in Kotlin`);
    const weight = (term: string) => keywords.find((k) => k.term === term)?.weight ?? 0;
    expect(weight('Angular')).toBeGreaterThan(0);
    expect(weight('Angular')).toBeLessThan(weight('Kotlin'));
    expect(weight('front-end frameworks')).toBeGreaterThan(0);
  });

  it('reads a soft skill taken on for a duty as the duty, not the trait', () => {
    const terms = lower(`Requirements
- You take ownership of kiln uptime and glaze audits
- Strong leadership skills`);
    expect(terms).not.toContain('ownership');
    expect(terms).toContain('leadership');
  });

  it('takes a lone noun only where the ad asks for it by name', () => {
    expect(lower('Requirements\n- Experience with spreadsheets and ledgers')).toContain('spreadsheets');
    expect(lower('Requirements\n- Experience with tools of the trade')).not.toContain('tools');
  });

  it('leaves out where a duty goes, whom it is done with, and what the ad says is not needed', () => {
    const terms = lower(`Duties
- Transfer old ledgers to archive storage
- Interface with brand marketing to plan new lines
- Optimise page layouts for tablet screens
- No welding skills needed
- Responsible for ledger reconciliation
- Contribute to kiln safety reviews
- Stock the shelves located within the warehouse annex
- Write firing notes for major and dot porcelain releases
- Build tools for designing and firing porcelain tiles
Requirements
- Exposure to customs compliance frameworks`);
    for (const noise of [
      'archive storage',
      'brand marketing',
      'tablet screens',
      'welding skills',
      'warehouse annex',
      'porcelain releases',
    ])
      expect(terms, noise).not.toContain(noise);
    // One word joined to the phrase may be a noun of its own, which the requirement is read with.
    expect(lower('Requirements\n- Degree from college or technical school')).toContain('technical school');
    expect(terms).toEqual(
      expect.arrayContaining([
        'customs compliance frameworks',
        'ledger reconciliation',
        'kiln safety reviews',
        'porcelain tiles',
      ]),
    );
  });

  it("keeps the employer's own story and its teams out, wherever they stand", () => {
    const terms = lower(
      `Responsibilities
At Globex, we ship quantum widgets to millions of homes. Our engineers use orbital dashboards every day.
Globex's kitchens run on Initech technology and you'll taste our famous gadget cuisine.
Join our crew of makers, who love to chase the newest gadget trends.
Integrity is part of who we are.
- Work with our Kafka platform team to design ledger reconciliation workflows`,
      { company: 'Globex' },
    );
    for (const noise of [
      'orbital dashboards',
      'initech technology',
      'gadget cuisine',
      'newest gadget trends',
      'integrity',
      'kafka',
    ])
      expect(terms, noise).not.toContain(noise);
    expect(terms).toContain('ledger reconciliation workflows');
  });

  it("reads a job board's field as the page, and what it files the ad under as no requirement", () => {
    const terms = lower(`Skills (tags): Bookkeeping,Ledger services,Payroll
Industry:Accounting / Ledger Services
Requirements
- Knowledge of tariff schedules`);
    expect(terms).not.toContain('ledger services');
    expect(terms).toContain('tariff schedules');
  });

  it('reads a list pasted onto one line, with its headings, item by item', () => {
    const keywords = extractJobKeywords(
      'Globex. Your duties: * Clean brass fixtures in guest lounges * Maintain lobby floors Required skills and qualifications: * Forklift certification * Two years of warehouse experience required* Ability to lift crates',
    );
    expect(keywords.find((k) => k.term === 'brass fixtures')?.block).toBe('responsibilities');
    expect(keywords.find((k) => k.term === 'Forklift certification')?.block).toBe('required');
  });

  it("reads bullets glued with '- ' and the headings run into them, perks included", () => {
    const keywords = extractJobKeywords(
      'We print catalogs! Responsibilities:- Checking kiln temperatures- Packing ceramic orders Requirements:- Must have forklift certification Our Perks- Great salary- Work with shiny robotic tools at a famous company',
    );
    const blockOf = (term: string) => keywords.find((k) => k.term === term)?.block;
    expect(blockOf('kiln temperatures')).toBe('responsibilities');
    expect(blockOf('forklift certification')).toBe('required');
    expect(keywords.some((k) => /robotic tools/.test(k.term))).toBe(false);
  });

  it("reads 'UG - B. Tech' as a bachelor's degree", () => {
    expect(lower('Education:\nUG - B. Tech/ B. E. - Computers')).toContain("bachelor's degree");
  });

  it('splits duties pasted without their line breaks at the verb that starts each', () => {
    const terms = lower(
      'Duties: Sort incoming parcels for the staff Schedule appointments, book meeting rooms for visitors Prepare weekly expense reports',
    );
    expect(terms).toContain('weekly expense reports');
    expect(terms).toContain('schedule appointments');
    expect(terms.some((term) => /staff schedule|visitors prepare/.test(term))).toBe(false);
  });

  it('ends a pasted list item where a sentence opens, so the small print after it does not swallow it', () => {
    const terms = lower(
      "Required skills: * Forklift certification * Patience with the elderly If you're a Globex associate, please consider referring someone through the Good People Program!",
    );
    expect(terms).toContain('patience');
  });

  it('reads what a posting without headings says its position calls for or requires', () => {
    const terms = lower(
      'The Gazette is hiring. This is an editing position that calls for a multimedia storyteller able to grow our online presentation. The desk also requires print layout experience.',
    );
    expect(terms).toEqual(
      expect.arrayContaining(['multimedia storyteller', 'online presentation', 'print layout experience']),
    );
  });

  it('reads the duties of a posting without headings where a sentence opens with one, after an adverb', () => {
    const terms = lower(
      'We value strong customer service and selling techniques Effectively handle multiple customers while keeping calm. Our store opens at nine.',
    );
    expect(terms).toContain('handle multiple customers');
    // A sentence that only mentions a verb further on is not a duty of the job.
    expect(lower('Shoppers who love fashion often visit our racks to compare prices.')).toEqual([]);
  });

  it('splits duties pasted without their line breaks after a word joined by a slash', () => {
    const terms = lower(
      'Duties: Route parcels after manager sign-off/approvals Answer the telephone, take messages for the staff',
    );
    expect(terms).toContain('answer the telephone');
    expect(terms.some((term) => /approvals answer/.test(term))).toBe(false);
  });

  it('reads a name the dictionary lacks as a tool when it is listed beside known tools', () => {
    const terms = lower(
      'Requirements\n- Experience with ad platforms such as Pinterest, Zoobly, Facebook and Growth',
    );
    expect(terms).toContain('zoobly');
    expect(terms).not.toContain('growth');
  });

  it('reads a name the dictionary lacks as a tool in a run-on list of known tools, and no word beside one tool', () => {
    const terms = lower('Requirements\n- Hands-on test automation with Cypress Jest Zoobly Playwright');
    expect(terms).toContain('zoobly');
    // One tool beside a capitalised word is no list: the word is not read as a tool.
    expect(lower('Requirements\n- Hands-on test automation with Cypress Zoobly')).not.toContain('zoobly');
  });

  it('reads a short line that rates or says something as a list item, not a heading', () => {
    const keywords = extractJobKeywords(`Qualifications
Strong ledger analysis skills
Warehouse internship experience is a must
Benefits
Free parking`);
    expect(keywords.find((k) => /ledger analysis/.test(k.term))?.block).toBe('required');
    expect(keywords.some((k) => /free parking/i.test(k.term))).toBe(false);
  });

  it('weighs a capitalised name in a lower-case sentence like an unknown product, but not the field of a degree', () => {
    const keywords = extractJobKeywords(
      'Requirements\n- Hands-on experience with ZQF, Widget Portal and ledger reconciliation\n- A degree in Kiln Science',
    );
    const weight = (term: string) => byTerm(keywords, term)?.weight ?? 0;
    expect(weight('Widget Portal')).toBeGreaterThan(0);
    expect(weight('Widget Portal')).toBe(weight('ZQF'));
    expect(weight('Widget Portal')).toBeGreaterThan(weight('ledger reconciliation'));
    expect(weight('Kiln Science')).toBeLessThan(weight('ZQF'));
  });

  it("keeps the acronym of a named thing and drops its spelled-out words; drops a motto's acronym", () => {
    const terms = extractJobKeywords(
      'Requirements\n- Experience with Glaze-Relational Mapping (GRM) frameworks\n- Live our Kindness, Openness and Grit (KOG) values',
    ).map((k) => k.term);
    expect(terms).toContain('GRM');
    expect(terms).not.toContain('Glaze-Relational Mapping');
    expect(terms).not.toContain('KOG');
  });

  it('reads a product name written as ordinary words as words, and a letter alone on a line as no language', () => {
    const keywords = extractJobKeywords(
      'Requirements\n- Constant contact with the glaze department\n- Email campaigns in Constant Contact\nM\n- Modelling in R and Python',
    );
    const named = keywords.filter((k) => k.kind === 'tool' || k.kind === 'hard');
    expect(named.find((k) => k.canonical === 'Constant Contact')?.evidence).toBe(
      '- Email campaigns in Constant Contact',
    );
    expect(keywords.find((k) => k.canonical === 'M')).toBeUndefined();
    expect(keywords.find((k) => k.canonical === 'R')).toBeDefined();
  });

  it('counts a soft skill that is a list item of its own above one named in passing', () => {
    const keywords = extractJobKeywords(
      'Requirements\n- Problem Solving\n- Kiln glazing for clients with good time management',
    );
    const weight = (canonical: string) => keywords.find((k) => k.canonical === canonical)?.weight ?? 0;
    expect(weight('Problem solving')).toBeGreaterThan(weight('Time management'));
    expect(weight('Time management')).toBeGreaterThan(0);
  });

  it('counts a soft skill read from a verb for less than one the ad names', () => {
    const keywords = extractJobKeywords(
      'Requirements\n- Collaborate closely with kiln staff\n- Strong time management skills',
    );
    const collaboration = keywords.find((k) => k.canonical === 'Collaboration');
    const timeManagement = keywords.find((k) => /time management/i.test(k.term));
    expect(collaboration?.kind).toBe('soft');
    expect(timeManagement?.kind).toBe('soft');
    expect(collaboration!.weight).toBeLessThan(timeManagement!.weight);
  });

  it('marks a trait read from a verb as inferred, and one the ad names as not', () => {
    const keywords = extractJobKeywords(
      'Requirements\n- Collaborate closely with kiln staff\n- Strong time management skills',
    );
    expect(keywords.find((k) => k.canonical === 'Collaboration')?.inferred).toBe(true);
    expect(keywords.find((k) => /time management/i.test(k.term))?.inferred).toBeUndefined();
    // Once the ad names the trait too, it is the ad's own requirement.
    const named = extractJobKeywords(
      'Requirements\n- Collaborate closely with kiln staff\n- Collaboration with the glaze team',
    );
    expect(named.find((k) => k.canonical === 'Collaboration')?.inferred).toBeUndefined();
  });

  it('reads no phrase that begins inside a word, and no degree in a word in capitals', () => {
    const terms = extractJobKeywords(
      'Requirements\n- Experience with 3D programming and computer graphics\n- AS OUR SEO CONTENT MANAGER YOU WILL produce content',
    ).map((k) => k.term);
    expect(terms).not.toContain('D programming');
    expect(terms).not.toContain("Master's degree");
  });

  it("reads 'What You’ll Bring to the Team:' as the heading of what is required", () => {
    const keywords = extractJobKeywords(
      'What You’ll Do:\nGlaze the tiles daily.\nWhat You’ll Bring to the Team:\nExperience with Tableau dashboards.',
    );
    expect(keywords.find((k) => k.canonical === 'Tableau')?.block).toBe('required');
  });

  it.each([
    ['What You Will Need:', 'required'],
    ['Desired Candidate Profile', 'required'],
    ["What You'll Actually Do", 'responsibilities'],
    ["What You'll Get", 'boilerplate'],
    ['What We Do', 'boilerplate'],
  ])("reads '%s' as a heading of the %s block", (heading, block) => {
    const keywords = extractJobKeywords(`Overview\n${heading}\n- Experience with Tableau dashboards`);
    expect(keywords.find((k) => k.canonical === 'Tableau')?.block ?? 'boilerplate').toBe(block);
  });

  it("reads a noun the ad capitalises after 'the' as the employer's name, and keeps the phrase behind it", () => {
    const terms = extractJobKeywords(
      'Duties\n- Maintain the Bureau email box and file reports for the Bureau\n- Meet Bureau goals each quarter',
    ).map((k) => k.term);
    expect(terms).toContain('email box');
    expect(terms.some((term) => /bureau/i.test(term))).toBe(false);
  });

  it('takes a lone noun listed after a requirement word, not one after a preposition or a rating word', () => {
    const terms = (text: string) => extractJobKeywords(`Requirements\n- ${text}`).map((k) => k.term);
    expect(terms('Experience with spreadsheets')).toContain('spreadsheets');
    expect(terms('Experience with genuine breadth across ledgers, kilns, and glazes')).not.toEqual(
      expect.arrayContaining(['kilns']),
    );
    expect(terms('Experience with genuine breadth across ledgers')).not.toContain('breadth');
    expect(terms('Prior experience with Point of Sales')).not.toContain('Sales');
  });

  it('folds a longer phrase into a shorter one it contains, and counts its mentions there', () => {
    const keywords = extractJobKeywords(
      'Requirements\n- Experience building kiln dashboards\n- Build user-friendly kiln dashboards for glaziers',
    );
    const phrases = keywords.filter((k) => /dashboards/.test(k.term));
    expect(phrases.map((k) => k.term)).toEqual(['kiln dashboards']);
    expect(phrases[0]?.frequency).toBe(2);
  });

  it('reads months of experience as part of a year, and only with the word experience', () => {
    const keywords = extractJobKeywords(
      'Requirements\n- A minimum of six months related experience in bookkeeping\n- Training lasts 3 months',
    );
    const experience = keywords.filter((k) => k.kind === 'experience');
    expect(experience).toHaveLength(1);
    expect(experience[0]).toMatchObject({ term: 'minimum of six months related experience', years: 0.5 });
  });

  it("keeps the ad's own spelling of a degree as a form of it, and reads a lone noun before 'of' as no skill", () => {
    const keywords = extractJobKeywords(
      'Requirements\n- UG - B. Tech/ B. E. - Computers\n- Experience in the development of kiln dashboards',
    );
    expect(keywords.find((k) => k.kind === 'education')?.aliases).toEqual(
      expect.arrayContaining(['B. Tech', 'B. E.']),
    );
    expect(keywords.map((k) => k.term)).not.toContain('development');
  });

  it('names a degree once: the words that named it are not a phrase of their own', () => {
    const keywords = extractJobKeywords(
      'Requirements\n- Must have a B.S. degree in Chemistry\n- Associates degree in accounting accepted',
    );
    expect(keywords.filter((k) => /degree/i.test(k.term)).map((k) => k.term)).toEqual([
      "Bachelor's degree",
      "Associate's degree",
    ]);
  });

  it("reads 'Experience: 0-2 Yrs' and prefers the ad's own wording of the same years", () => {
    const short = extractJobKeywords('Experience: 0-2 Yrs\nRequirements\n- Python scripting');
    expect(short.find((k) => k.kind === 'experience')).toMatchObject({ term: '0-2 Yrs', years: 0 });
    const worded = extractJobKeywords(
      'Experience: 1-3 Yrs\nRequirements\n- 1-3 years of experience in payroll',
    );
    expect(worded.find((k) => k.kind === 'experience')?.term).toBe('1-3 years of experience');
  });

  it("reads an associate's degree and not a degree's initial as a language", () => {
    const terms = lower('Requirements\n- Associates degree in accounting\n- PG - M. Tech in any field');
    expect(terms).toContain("associate's degree");
    expect(terms).not.toContain('m');
  });

  it("reads no keyword from a caption over one item ('Guardian of Quality:')", () => {
    const keywords = extractJobKeywords(`Requirements
-
Guardian of Widget Depth:
Hands-on experience with kiln calibration.
-
Leadership by Example:
Ability to mentor peers.`);
    const terms = keywords.map((k) => k.term.toLowerCase());
    expect(terms).toContain('kiln calibration');
    expect(terms.some((term) => /widget depth|leadership/.test(term))).toBe(false);
    expect(keywords.find((k) => k.term === 'kiln calibration')?.block).toBe('required');
  });

  it('reads the physical-demands template as small print', () => {
    const terms = lower(`Requirements
- Ledger reconciliation
PHYSICAL DEMANDS
The employee must occasionally lift heavy crates and read floor plan sketches.`);
    expect(terms).toContain('ledger reconciliation');
    expect(terms).not.toContain('heavy crates');
    expect(terms).not.toContain('floor plan sketches');
  });
});

describe('extractJobKeywords: only requirements the posting states', () => {
  it('reads no trait from a noun of the story, and keeps one a duty opens with', () => {
    const keywords = extractJobKeywords(
      'The recruitment process is carried out together with our student communities.\nResponsibilities\n- Negotiate contracts with suppliers\n- Maintain the supplier database',
    );
    const canonical = keywords.map((k) => k.canonical);
    expect(canonical).not.toContain('Recruiting');
    expect(canonical).not.toContain('Communication');
    expect(canonical).toContain('Negotiation');
  });

  it('shows benefits, page labels and filler as nothing', () => {
    const keywords = extractJobKeywords(
      'Requirements\n- Experience with Python and SQL\n- A wide variety of data sources\nWe offer\n- Gym membership and fresh coffee\n- Company pension scheme\nApplication deadline: 1 March\nJob type: Full-time',
    );
    const terms = keywords.map((k) => k.term.toLowerCase()).join(' | ');
    expect(terms).toMatch(/python/);
    expect(terms).not.toMatch(/gym|coffee|pension|deadline|full-time|wide variety|job type/);
  });
});

describe('extractJobKeywords: degrees by field and spoken languages', () => {
  it("reads 'Degree in computer science' as a degree and required spoken languages as keywords", () => {
    const keywords = extractJobKeywords(
      'Requirements\n- Degree in computer science or a related field\n- Fluent in spoken and written English and German\n- Experience with Java',
    );
    const terms = keywords.map((k) => k.term);
    expect(keywords.find((k) => k.term === 'Degree in computer science')?.kind).toBe('education');
    expect(terms).toEqual(expect.arrayContaining(['German', 'Java']));
    // English is named by the dictionary's own skill of it here ('written English').
    expect(terms.some((term) => /\bEnglish$/.test(term))).toBe(true);
  });

  it('does not read a language named without a word of language as a requirement', () => {
    const keywords = extractJobKeywords('Requirements\n- Experience with English Premier League data feeds');
    expect(keywords.some((k) => k.id === 'spoken:english')).toBe(false);
  });
});
