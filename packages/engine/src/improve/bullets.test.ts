import { describe, expect, it } from 'vitest';
import { maxScope } from '../analyze/lexicon.ts';
import { boostBullet, cleanAiBullets, splitBullets } from './bullets.ts';
import { verifyText } from './verify.ts';

describe('splitBullets (SPEC §5 Bullets)', () => {
  it('splits on line breaks, trims and drops empties', () => {
    expect(splitBullets('  Built A \r\n\n   \nShipped B\n')).toEqual(['Built A', 'Shipped B']);
  });
});

describe('cleanAiBullets (SPEC §5 AI bullets)', () => {
  it('removes list markers and lead-in phrases and de-duplicates case-insensitively', () => {
    const raw =
      'Here are your improved bullets:\n1. Built the API\n- built the api\n• **Shipped search**\n* Sure! Cut costs by 10%\n2) Cut costs by 10%\n';
    expect(cleanAiBullets(raw)).toEqual(['Built the API', 'Shipped search', 'Cut costs by 10%']);
  });
  it('accepts a list as well as text', () => {
    expect(cleanAiBullets(['- Led X', 'Led x', '  '])).toEqual(['Led X']);
  });
});

describe('boostBullet', () => {
  const cases: [string, string][] = [
    [
      'Responsible for managing the migration of billing services to AWS',
      'Managed the migration of billing services to AWS',
    ],
    ['Responsible for the migration of billing services to AWS', 'Migrated billing services to AWS'],
    ['Tasked with planning the team offsite', 'Planned the team offsite'],
    ['Duties included answering customer calls', 'Answered customer calls'],
    ['Helped with writing unit tests in Jest', 'Contributed to writing unit tests in Jest'],
    ['Assisted in deploying services with Docker', 'Contributed to deploying services with Docker'],
    ['Involved in the quarterly audit', 'Contributed to the quarterly audit'],
    [
      'Worked on REST API design for the merchant dashboard',
      'Handled REST API design for the merchant dashboard',
    ],
    ['Managing a team of five nurses', 'Managed a team of five nurses'],
  ];
  it.each(cases)('rewrites %j with a past-tense action verb', (input, start) => {
    const out = boostBullet(input);
    expect(out.changed).toBe(true);
    expect(out.text.startsWith(start)).toBe(true);
  });

  it('adds a placeholder only when the bullet has no figure', () => {
    const plain = boostBullet('Responsible for the migration of billing services');
    expect(plain.placeholderAdded).toBe(true);
    expect(plain.text).toMatch(/\[X%\]/);
    const counted = boostBullet('Responsible for payroll for 40 staff');
    expect(counted).toMatchObject({ text: 'Managed payroll for 40 staff', placeholderAdded: false });
    expect(boostBullet('Responsible for payroll', { placeholder: false }).text).toBe('Managed payroll');
  });

  it('never raises the scope of a supporting role', () => {
    for (const input of [
      'Helped with leading the migration',
      'Assisted with the product launch',
      'Participated in hiring',
    ]) {
      const out = boostBullet(input);
      expect(maxScope(out.text)).toBeLessThanOrEqual(maxScope(input));
      expect(out.text).not.toMatch(/^(Led|Managed|Owned|Headed|Spearheaded)/);
    }
  });

  it('keeps every number, tool and name, and verifies clean against its source', () => {
    const input = 'Responsible for migrating 12 Postgres databases at Globex to Kubernetes';
    const out = boostBullet(input);
    expect(out.text.startsWith('Migrated 12 Postgres databases at Globex to Kubernetes')).toBe(true);
    expect(verifyText([input], out.text)).toEqual([]);
  });

  it('leaves strong bullets and familiarity statements alone, keeping the ending', () => {
    expect(boostBullet('Reduced p95 latency by 40%.')).toMatchObject({
      text: 'Reduced p95 latency by 40%.',
      changed: false,
    });
    expect(boostBullet('Familiar with Python').changed).toBe(false);
    expect(boostBullet('Responsible for payroll for 40 staff.').text).toBe('Managed payroll for 40 staff.');
  });

  it('keeps the present tense of a role the person still holds', () => {
    const line = 'Working on the release tooling for the mobile app, using Kotlin.';
    expect(boostBullet(line, { current: true, placeholder: false })).toMatchObject({
      changed: false,
      text: line,
    });
    expect(boostBullet(line, { placeholder: false }).text).toBe(
      'Worked on the release tooling for the mobile app, using Kotlin.',
    );
  });

  it('does not change the tense of one sentence in a line of several', () => {
    const line = 'Implementing the payment service in Go. Reviewing pull requests for the team.';
    expect(boostBullet(line, { placeholder: false })).toMatchObject({ changed: false, text: line });
  });

  it('leaves a word that only ends in -ing alone ("Everything" is not a verb)', () => {
    expect(boostBullet('Everything that matters.')).toMatchObject({
      text: 'Everything that matters.',
      changed: false,
    });
    expect(boostBullet('Morning shift lead for the bakery').changed).toBe(false);
  });

  it('leaves "Worked on the … team" as written: a team is not a task', () => {
    expect(boostBullet('Worked on the YouTube Captions team, in Python').changed).toBe(false);
  });

  it('leaves "Worked with <tools>" as written rather than turning tools into partners', () => {
    expect(boostBullet('Worked with PostgreSQL and MongoDB databases')).toMatchObject({
      text: 'Worked with PostgreSQL and MongoDB databases',
      changed: false,
    });
  });
});
