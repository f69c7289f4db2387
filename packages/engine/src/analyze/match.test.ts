import { describe, expect, it } from 'vitest';
import { extractJobKeywords, type JobKeyword } from './job-keywords.ts';
import { matchKeywords, toKeywordAnalysis } from './match.ts';
import { BACKEND_JOB, makeResume, sampleBackendResume } from './test-support.ts';

function keyword(term: string, extra: Partial<JobKeyword> = {}): JobKeyword {
  return {
    id: `test:${term}`,
    term,
    canonical: term,
    kind: 'hard',
    weight: 10,
    required: true,
    block: 'required',
    frequency: 1,
    aliases: [],
    evidence: term,
    ...extra,
  };
}

describe('matchKeywords', () => {
  const keywords = extractJobKeywords(BACKEND_JOB, { jobTitle: 'Senior Backend Engineer' });
  const result = matchKeywords(sampleBackendResume(), keywords);
  const find = (term: string) => result.matches.find((m) => m.keyword.term === term)!;

  it('finds exact matches with the line and fact they sit on', () => {
    expect(find('Node.js')).toMatchObject({ status: 'exact', phrase: 'Node.js', targetId: 'K1' });
    expect(find('TypeScript')).toMatchObject({ status: 'exact', targetId: 'S' });
  });

  it('finds alias and acronym matches and names the resume phrase', () => {
    expect(find('Kubernetes')).toMatchObject({
      status: 'near',
      near: 'alias',
      phrase: 'k8s',
      targetId: 'W1.B1',
    });
    expect(find('AWS')).toMatchObject({ status: 'near', near: 'alias', phrase: 'Amazon Web Services' });
    expect(find("Bachelor's degree")).toMatchObject({ status: 'near', phrase: 'B.Tech' });
  });

  it('finds word-family matches for soft skills', () => {
    const communication = result.matches.find((m) => m.keyword.canonical === 'Communication')!;
    expect(communication).toMatchObject({ status: 'near', near: 'stem', phrase: 'communicated' });
    const mentoring = result.matches.find((m) => m.keyword.canonical === 'Mentoring')!;
    expect(mentoring.status).toBe('near');
    expect(mentoring.phrase).toBe('Mentored');
  });

  it('reports what is missing', () => {
    expect(find('Kafka').status).toBe('missing');
    expect(find('Terraform').status).toBe('missing');
    expect(result.matched + result.matches.filter((m) => m.status === 'missing').length).toBe(result.total);
    expect(result.score).toBeGreaterThan(0);
    expect(result.score).toBeLessThan(100);
  });

  it('accepts a misspelling but never confuses distinct technologies', () => {
    const doc = makeResume({
      work: [{ company: 'X', position: 'Dev', bullets: ['Wrote Javscript widgets and Kubernetis jobs'] }],
    });
    const fuzzy = matchKeywords(doc, [keyword('JavaScript'), keyword('Kubernetes')]);
    expect(fuzzy.matches.map((m) => [m.status, m.near, m.phrase])).toEqual([
      ['near', 'fuzzy', 'Javscript'],
      ['near', 'fuzzy', 'Kubernetis'],
    ]);
    const java = makeResume({ skills: [{ keywords: ['JavaScript', 'Redux', 'SaaS'] }] });
    const guarded = matchKeywords(java, [keyword('Java'), keyword('React'), keyword('SAS')]);
    expect(guarded.matches.map((m) => m.status)).toEqual(['missing', 'missing', 'missing']);
  });

  it('does not match a short term inside ordinary words', () => {
    const doc = makeResume({
      work: [{ company: 'X', position: 'Dev', bullets: ['Drove go-to-market plans for the C-suite'] }],
    });
    const out = matchKeywords(doc, [keyword('Go'), keyword('C')]);
    expect(out.matches.map((m) => m.status)).toEqual(['missing', 'missing']);
  });

  it('does not count a name among those the work is used by as the skill', () => {
    const text = 'Experience\n- Built the ticket tracker in PHP; it is used daily by Dropbox and Asana\n';
    const statuses = matchKeywords(text, [keyword('PHP'), keyword('Asana')]).matches.map((m) => m.status);
    expect(statuses).toEqual(['exact', 'missing']);
  });

  it('works on plain text too', () => {
    const text = 'Jane Doe\njane@example.com\n\nSkills\nPython, Postgres, Docker\n';
    const out = matchKeywords(
      text,
      extractJobKeywords('Requirements:\nPython and PostgreSQL and Docker required.'),
    );
    const analysis = toKeywordAnalysis(out);
    expect({ ...analysis, exact_matches: [...analysis.exact_matches].sort() }).toEqual({
      exact_matches: ['Docker', 'Python'],
      near_matches: ['PostgreSQL'],
      missing_keywords: [],
      inferred_keywords: [],
    });
  });
});

describe('toKeywordAnalysis', () => {
  it('has exactly the SPEC §3 fields and can name near phrases', () => {
    const keywords = extractJobKeywords(BACKEND_JOB, { jobTitle: 'Senior Backend Engineer' });
    const analysis = toKeywordAnalysis(matchKeywords(sampleBackendResume(), keywords), { withPhrases: true });
    expect(Object.keys(analysis).sort()).toEqual([
      'exact_matches',
      'inferred_keywords',
      'missing_keywords',
      'near_matches',
    ]);
    expect(analysis.near_matches).toContain('Kubernetes (k8s)');
    const all = [...analysis.exact_matches, ...analysis.near_matches, ...analysis.missing_keywords];
    expect(all.length).toBe(keywords.length);
  });

  it('names, in the words its list shows, each keyword that is a trait inferred from a verb', () => {
    const keywords = extractJobKeywords(
      'Requirements\n- Collaborate closely with kiln staff\n- Experience with Tableau dashboards',
    );
    const analysis = toKeywordAnalysis(matchKeywords(sampleBackendResume(), keywords));
    expect(keywords.some((k) => k.inferred)).toBe(true);
    expect(analysis.inferred_keywords).toEqual(keywords.filter((k) => k.inferred).map((k) => k.term));
    expect(analysis.inferred_keywords).toContain('Collaboration');
    expect(analysis.inferred_keywords).not.toContain('Tableau');
  });
});

describe('matchKeywords: years of experience and qualified soft skills', () => {
  const today = new Date(Date.UTC(2025, 5, 1));
  const resume = () =>
    makeResume({
      name: 'Ines Alvarado',
      work: [
        {
          company: 'Corvid Analytics',
          position: 'Data Engineer',
          start: 'Jan 2020',
          current: true,
          bullets: ['Built the communication between frontend and backend services over gRPC'],
        },
      ],
    });

  it('meets a years requirement from the dates, never from words, and only up to the years worked', () => {
    const [three, ten] = ['3+ years of experience', '10 years of experience'].map((term, i) =>
      keyword(term, { kind: 'experience', years: i === 0 ? 3 : 10 }),
    );
    const result = matchKeywords(resume(), [three!, ten!], { today });
    expect(result.matches.map((m) => m.status)).toEqual(['exact', 'missing']);
    // Plain text has no dates to count: the requirement is not met by its words.
    expect(matchKeywords('3+ years of experience', [three!]).matches[0]!.status).toBe('missing');
  });

  it("reads a years requirement that names no field in the posting's own field, its title", () => {
    const two = keyword('Minimum 2 years of experience', { kind: 'experience', years: 2 });
    const proofreader = keyword('Junior Proofreader', { kind: 'title', aliases: ['Proofreader'] });
    const engineer = keyword('Senior Data Engineer', { kind: 'title', aliases: ['Data Engineer'] });
    const status = (title: typeof two) =>
      matchKeywords(resume(), [title, two], { today }).matches.find((m) => m.keyword === two)!.status;
    // A data engineer's five years are not a proofreader's, and are a data engineer's.
    expect(status(proofreader)).toBe('missing');
    expect(status(engineer)).toBe('exact');
    // Without a title, any dated work counts.
    expect(matchKeywords(resume(), [two], { today }).matches[0]!.status).toBe('exact');
  });

  it("does not near-match 'verbal communication' from communication between services", () => {
    const verbal = keyword('verbal communication skills', {
      kind: 'soft',
      canonical: 'Communication',
      aliases: ['communication skills', 'communicating'],
    });
    expect(matchKeywords(resume(), [verbal]).matches[0]!.status).toBe('missing');
    const plain = keyword('communication skills', {
      kind: 'soft',
      canonical: 'Communication',
      aliases: ['communicating'],
    });
    const spoken = makeResume({
      name: 'Ines Alvarado',
      work: [
        {
          company: 'Corvid Analytics',
          position: 'Data Engineer',
          start: 'Jan 2020',
          current: true,
          bullets: ['Presented quarterly results with strong verbal communication to the board'],
        },
      ],
    });
    expect(matchKeywords(spoken, [verbal]).matches[0]!.status).not.toBe('missing');
    expect(matchKeywords(spoken, [plain]).matches[0]!.status).not.toBe('missing');
  });
});
