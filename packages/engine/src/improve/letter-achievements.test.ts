import { describe, expect, it } from 'vitest';
import { extractJobKeywords } from '../analyze/job-keywords.ts';
import { BACKEND_JOB, makeResume } from '../analyze/test-support.ts';
import {
  collectAchievements,
  firstPersonClause,
  furtherAchievements,
  perfectClause,
  progressiveClause,
  projectName,
  rankAchievements,
  tellAchievements,
} from './letter-achievements.ts';

const keywords = extractJobKeywords(BACKEND_JOB, { jobTitle: 'Senior Backend Engineer' });

/** One current and one ended role, written for these tests. */
function twoRoles(current: string[], ended: string[]) {
  return makeResume({
    name: 'Ines Varga',
    work: [
      {
        company: 'Lumen Freight',
        position: 'Backend Engineer',
        start: 'Mar 2022',
        current: true,
        bullets: current,
      },
      {
        company: 'Pike Analytics',
        position: 'Developer',
        start: 'Jan 2019',
        end: 'Feb 2022',
        bullets: ended,
      },
    ],
  });
}

const told = (current: string[], ended: string[]) => {
  const resume = twoRoles(current, ended);
  const ranked = rankAchievements(collectAchievements(resume, keywords, 'W1'));
  const lead = ranked.slice(0, 2);
  const chosen = [...lead, ...furtherAchievements(ranked, lead)];
  return tellAchievements(chosen).flat();
};

describe('perfectClause', () => {
  it("says a current role's finished work after 'have', with the right participle", () => {
    expect(perfectClause('built the order service in Go')).toBe('built the order service in Go');
    expect(perfectClause('wrote the on-call runbooks for the team')).toBe(
      'written the on-call runbooks for the team',
    );
    expect(perfectClause('successfully ran the migration to Kubernetes')).toBe(
      'successfully run the migration to Kubernetes',
    );
  });

  it('keeps the simple past for a finished time, or a second irregular verb the swap would leave wrong', () => {
    expect(perfectClause('led the 2023 migration to Kubernetes')).toBeUndefined();
    expect(perfectClause('designed and wrote the billing service')).toBeUndefined();
  });
});

describe('progressiveClause', () => {
  it("takes a line opening with an action's present participle, and nothing else ending in -ing", () => {
    expect(progressiveClause('Maintaining the PostgreSQL schemas of the billing services')).toBe(
      'maintaining the PostgreSQL schemas of the billing services',
    );
    expect(progressiveClause('Everything that matters to the team')).toBeUndefined();
  });
});

describe('firstPersonClause', () => {
  it('takes a line the person already wrote in the first person as the same clause', () => {
    expect(firstPersonClause('I created the release dashboard in TypeScript.')).toBe(
      'created the release dashboard in TypeScript',
    );
  });
});

describe('telling the achievements', () => {
  it('writes each role in its tense and joins two short further lines of one role with "and"', () => {
    const sentences = told(
      [
        'Built the Node.js order service that routes parcels between depots',
        'Wrote the on-call runbooks for the platform team',
        'Migrating the tracking API from REST polling to webhooks',
      ],
      [
        'Built internal reporting tools in Python and PostgreSQL',
        'Automated the release checklist for the mobile app',
        'Documented the deployment steps for new hires',
      ],
    ).map((s) => s.text);
    expect(sentences).toContain(
      'At Lumen Freight, I have built the Node.js order service that routes parcels between depots.',
    );
    expect(sentences.join(' ')).toContain('I am also migrating the tracking API');
    expect(sentences.join(' ')).toContain('written the on-call runbooks');
    expect(sentences.join(' ')).toMatch(/At Pike Analytics, I (built|automated|documented) /);
    expect(sentences.some((s) => /^I also \w+ [^,]+, and \w+ /.test(s))).toBe(true);
    // Roles in resume order, each 'also' after the role it refers to.
    const at = (name: string) => sentences.findIndex((s) => s.startsWith(`At ${name}`));
    expect(at('Lumen Freight')).toBe(0);
    expect(at('Pike Analytics')).toBeGreaterThan(0);
  });

  it('leaves out a further line that only names skills already said, unless it shows a result', () => {
    const sentences = told(
      ['Built the Node.js order service that routes parcels between depots'],
      [
        'Built internal services in Node.js for the finance team',
        'Maintained services in Node.js for the support team',
        'Cut build times by 30% on the Node.js services',
      ],
    ).map((s) => s.text);
    const text = sentences.join(' ');
    expect(text).toContain('cut build times by 30%');
    expect(text).not.toContain('internal services in Node.js');
    expect(text).not.toContain('maintained services in Node.js');
  });

  it('cites the lines each sentence tells', () => {
    const sentences = told(
      ['Built the Node.js order service that routes parcels between depots'],
      ['Automated the release checklist for the mobile app', 'Documented the deployment steps for new hires'],
    );
    for (const sentence of sentences)
      expect(sentence.sourceIds.some((id) => /^W\d\.B\d$/.test(id))).toBe(true);
    const joined = sentences.find((s) => s.text.includes(', and '));
    if (joined) expect(joined.sourceIds.filter((id) => /\.B\d$/.test(id))).toHaveLength(2);
  });
});

describe('a role whose employer cannot be quoted', () => {
  it('opens with the role itself and never says "There" of a place it did not name', () => {
    const resume = twoRoles(
      ['Designed the Node.js order service for twelve depots', 'Added Redis caching in front of PostgreSQL'],
      [
        'Built CI/CD pipelines with Docker for every service',
        'Wrote REST APIs in TypeScript for the billing team',
        'Migrated the cron jobs to Kubernetes',
        'Mentored two interns through their first releases',
      ],
    );
    // An employer the parser cut from a sentence: not a name to quote.
    resume.work[1]!.company = 'Developed dashboards. Ensured the';
    const chosen = collectAchievements(resume, keywords, 'W1').filter(
      (a) => a.entryId === resume.work[1]!.id,
    );
    const sentences = tellAchievements(chosen)
      .flat()
      .map((s) => s.text);
    expect(sentences[0]).toMatch(/^As a Developer, I /);
    expect(sentences.join(' ')).not.toMatch(/There,|Developed dashboards/);
  });
});

describe("a project's name", () => {
  it('is not said again before a line that already says it, and leads a line that does not', () => {
    const resume = makeResume({
      name: 'Ines Varga',
      projects: [
        {
          name: 'Personal Expense Tracker',
          bullets: ['Developed a personal expense tracker application in Node.js'],
        },
        { name: 'Gotham Planner', bullets: ['Built a route planner API in Node.js and PostgreSQL'] },
      ],
    });
    const chosen = collectAchievements(resume, keywords, 'W1');
    const text = tellAchievements(chosen)
      .flat()
      .map((s) => s.text);
    expect(text).toContain('I developed a personal expense tracker application in Node.js.');
    expect(text.join(' ')).not.toMatch(/For Personal expense tracker/i);
    expect(text).toContain('For Gotham Planner, I built a route planner API in Node.js and PostgreSQL.');
  });
});

describe('projectName', () => {
  it("names a project as a sentence writes it, without a 'Project:' label", () => {
    expect(projectName('Personal Project: Gotham Event Planner')).toBe('Gotham Event Planner');
    expect(projectName('CORNELL ROBOT LEARNING LAB')).toBe('Cornell Robot Learning Lab');
    expect(projectName('Developed the app. Shipped it')).toBeUndefined();
  });
});

describe('an honour the person received', () => {
  it("is said 'I was awarded …', never 'I awarded …'; an act of the person stays theirs", () => {
    const resume = twoRoles(
      [],
      [
        "Awarded 'Teacher of the Month' for the robotics club",
        'Promoted to Team Lead after one year on the billing team',
        'Selected vendors for the new warehouse scanners',
        'Awarded contracts to three regional couriers',
      ],
    );
    const sentences = tellAchievements(collectAchievements(resume, keywords, 'W1'))
      .flat()
      .map((s) => s.text)
      .join(' ');
    expect(sentences).toContain("I was awarded 'Teacher of the Month' for the robotics club");
    expect(sentences).toMatch(/I was (also )?promoted to Team Lead/);
    expect(sentences).not.toMatch(/I (also )?awarded 'Teacher|I (also )?promoted to/);
    expect(sentences).toMatch(/I (also )?selected vendors/);
    expect(sentences).toMatch(/awarded contracts to three regional couriers/);
    expect(sentences).not.toMatch(/was (also )?(selected vendors|awarded contracts)/);
  });
});
