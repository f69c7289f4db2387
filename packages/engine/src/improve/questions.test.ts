import { describe, expect, it } from 'vitest';
import { extractJobKeywords } from '../analyze/job-keywords.ts';
import { matchKeywords } from '../analyze/match.ts';
import { sampleBackendResume } from '../analyze/test-support.ts';
import { ADDED_SKILLS_GROUP } from './add-keywords.ts';
import {
  ANSWER_MAX_CHARS,
  AnswerError,
  applyAnswer,
  draftRestsOnAnswer,
  gapQuestions,
  MAX_GAP_QUESTIONS,
  missingRequiredKeywords,
  wordsFromNowhere,
} from './questions.ts';
import { verifyDocument } from './verify.ts';

const JOB = `Platform Engineer

Requirements:
- Kubernetes and Terraform in production
- 3+ years of SQL
- Experience with Kafka and GraphQL
- Bachelor's degree in Computer Science

Nice to have:
- Elixir`;

describe('questions from the gap (issue 29)', () => {
  const resume = sampleBackendResume();
  const keywords = extractJobKeywords(JOB, { jobTitle: 'Platform Engineer' });
  const byTerm = (term: string) =>
    keywords.find((keyword) => keyword.term.toLowerCase() === term.toLowerCase())!;

  it('asks one question per required keyword the resume does not show, the heaviest first, never a nice-to-have', () => {
    const questions = gapQuestions(resume, keywords);
    const asked = questions.map((question) => question.keyword.toLowerCase());
    expect(asked).toEqual(expect.arrayContaining(['terraform', 'kafka', 'graphql']));
    expect(asked).not.toContain('elixir');
    // Shown in the resume already (Postgres/SQL aside): Python, Docker are never asked.
    expect(asked).not.toContain('docker');
    const weights = questions.map((question) => keywords.find((k) => k.id === question.keywordId)!.weight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    const terraform = questions.find((question) => question.keyword === byTerm('terraform').term)!;
    expect(terraform.text).toBe(`The posting asks for ${terraform.keyword}. Have you used it? Where?`);
    expect(terraform.places.map((place) => place.label)).toEqual([
      'Software Engineer at Acme Payments',
      'Junior Developer at Bluebird Labs',
    ]);
  });

  it('asks for the fact behind a years requirement and a degree', () => {
    const years = extractJobKeywords('Requirements:\n- 4+ years of experience with Rust', {});
    const question = gapQuestions(resume, years).find((found) => found.kind === 'years');
    expect(question?.text).toBe('How many years have you worked with Rust?');
    const field = extractJobKeywords('Requirements:\n- 10+ years of experience', {});
    expect(gapQuestions(resume, field).map((found) => found.text)).toEqual([
      'The posting asks for 10+ years of experience. How many years have you worked in this field?',
    ]);
    const degree = extractJobKeywords("Requirements:\n- Master's degree in Physics", {});
    const asked = gapQuestions(resume, degree).find((found) => found.kind === 'degree');
    expect(asked?.text).toMatch(/Which degree do you hold, and where from\?$/);
    expect(asked?.places.map((place) => place.id)).toContain('E1');
  });

  it('asks at most ten, and never again what was answered or declined', () => {
    const many = extractJobKeywords(
      `Requirements:\n${['Kubernetes', 'Terraform', 'Kafka', 'GraphQL', 'Elasticsearch', 'RabbitMQ', 'Ansible', 'Jenkins', 'Spark', 'Airflow', 'Snowflake', 'Tableau', 'Scala'].map((tool) => `- ${tool}`).join('\n')}`,
      {},
    );
    expect(missingRequiredKeywords(resume, many).length).toBeGreaterThan(MAX_GAP_QUESTIONS);
    const questions = gapQuestions(resume, many);
    expect(questions).toHaveLength(MAX_GAP_QUESTIONS);
    const settled = [questions[0]!.keywordId, questions[1]!.keywordId];
    expect(gapQuestions(resume, many, settled).map((q) => q.keywordId)).not.toContain(settled[0]);
  });

  it('turns words and a place into a bullet in that role, in the resume’s voice, that the verifier accepts by the answer', () => {
    const kafka = byTerm('kafka');
    const applied = applyAnswer(resume, kafka, {
      keywordId: kafka.id,
      placeId: 'W1',
      text: 'streamed settlement events through kafka topics',
    });
    const role = applied.document.work[0]!;
    expect(role.highlights.at(-1)).toEqual({
      id: 'W1.B6',
      text: 'Streamed settlement events through kafka topics',
    });
    expect(applied.change).toMatchObject({ kind: 'bullet', targetId: 'W1.B6', sourceIds: ['W1'] });
    expect(applied.change!.reason).toContain(
      '“streamed settlement events through kafka topics” at Acme Payments',
    );
    expect(verifyDocument(resume, applied.document)).not.toEqual([]);
    expect(verifyDocument(resume, applied.document, { personFacts: applied.personFacts })).toEqual([]);
    const before = matchKeywords(resume, keywords, { evidence: resume });
    const after = matchKeywords(applied.document, keywords, { evidence: applied.document });
    expect(after.matched).toBe(before.matched + 1);
  });

  it('names the keyword after words that do not, and adds no word from nowhere', () => {
    const graphql = byTerm('graphql');
    const answer = 'built the partner API gateway';
    const applied = applyAnswer(resume, graphql, { keywordId: graphql.id, placeId: 'W2', text: answer });
    const line = applied.document.work[1]!.highlights.at(-1)!.text;
    expect(line).toBe(`Built the partner API gateway with ${graphql.term}`);
    expect(wordsFromNowhere(line, { answer, resume, keyword: graphql })).toEqual([]);
    expect(wordsFromNowhere('Led a team of 75 on GraphQL', { answer, resume, keyword: graphql })).toEqual([
      'led',
      'team',
      '75',
    ]);
  });

  it('lists the skill for a one-click place, and adds nothing for a No or an empty answer', () => {
    const terraform = byTerm('terraform');
    const placed = applyAnswer(resume, terraform, { keywordId: terraform.id, placeId: 'W1' });
    const group = placed.document.skills.find((found) => found.name === ADDED_SKILLS_GROUP)!;
    expect(group.keywords).toEqual([terraform.term]);
    expect(placed.change).toMatchObject({ kind: 'skills-added', targetId: group.id, after: terraform.term });
    expect(verifyDocument(resume, placed.document, { allowedKeywords: [terraform.term] })).toEqual([]);
    for (const answer of [{ declined: true, placeId: 'W1', text: 'yes' }, { text: '  ' }]) {
      const none = applyAnswer(resume, terraform, { keywordId: terraform.id, ...answer });
      expect(none.change).toBeUndefined();
      expect(none.document).toEqual(resume);
    }
  });

  it('refuses an unknown place and an answer over 300 characters', () => {
    const kafka = byTerm('kafka');
    const fail = (answer: Parameters<typeof applyAnswer>[2]) => {
      try {
        applyAnswer(resume, kafka, answer);
      } catch (error) {
        return error instanceof AnswerError ? error.reason : 'other';
      }
      return 'none';
    };
    expect(fail({ keywordId: kafka.id, placeId: 'W9', text: 'used it' })).toBe('unknown-place');
    expect(fail({ keywordId: kafka.id, placeId: 'W1', text: 'x'.repeat(ANSWER_MAX_CHARS + 1) })).toBe(
      'too-long',
    );
  });

  it('keeps an AI writer’s draft only when it rests on the answer, else writes the line by its own rule', () => {
    const kafka = byTerm('kafka');
    const answer = { keywordId: kafka.id, placeId: 'W1', text: 'streamed settlement events' };
    const sources = { answer: answer.text, resume, keyword: kafka, placeId: 'W1' };
    const honest = `Streamed settlement events using ${kafka.term}`;
    expect(draftRestsOnAnswer(honest, sources)).toBe(true);
    for (const invented of [
      `Streamed settlement events using ${kafka.term} on Snowflake clusters`,
      `Streamed 73% of settlement events using ${kafka.term}`,
      `Led settlement events using ${kafka.term}`,
      'Streamed settlement events',
    ])
      expect(draftRestsOnAnswer(invented, sources), invented).toBe(false);
    const drafted = applyAnswer(resume, kafka, answer, honest);
    expect(drafted.document.work[0]!.highlights.at(-1)!.text).toBe(honest);
    expect(drafted.change!.reason).toMatch(/drafted by the AI writer from your words$/);
    const refused = applyAnswer(resume, kafka, answer, `${honest} on Snowflake clusters`);
    expect(refused.document.work[0]!.highlights.at(-1)!.text).toBe(
      `Streamed settlement events with ${kafka.term}`,
    );
    expect(refused.change!.reason).not.toContain('AI writer');
  });
});
