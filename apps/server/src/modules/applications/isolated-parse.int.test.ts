import { describe, expect, it } from 'vitest';
import { createEnginePool } from '../../pool/engine-pool.ts';
import { createResumeParser, FILE_TOO_LARGE_TO_READ_MESSAGE, ParseFailure } from './isolated-parse.ts';
import { corruptPdf, samplePdf, sampleTxt } from './test-support/resume-files.ts';

const text = async () => ({ bytes: await sampleTxt(), fileName: 'resume.txt' });
/** A long plain-text resume (the sample many times over, under the engine's character cap): its parse takes far more than 1 ms. */
const longText = async () => {
  const one = new TextDecoder().decode(await sampleTxt());
  const times = Math.max(1, Math.floor(90_000 / one.length));
  return { bytes: new TextEncoder().encode(one.repeat(times)), fileName: 'resume.txt' };
};

describe('resume parsing in the engine pool', () => {
  it('parses one file after another in warm threads', async () => {
    const parser = createResumeParser();
    try {
      const first = await parser.parse({ bytes: await samplePdf(), fileName: 'resume.pdf' });
      expect(first.document.basics.name).toBe('Avery Lindqvist');
      expect(first.pageCount).toBe(2);
      const second = await parser.parse(await text());
      expect(second.parseMethod).toBe('text-plain');
      expect(second.document.work.length).toBeGreaterThan(3);
    } finally {
      parser.close();
    }
  }, 60_000);

  it("answers the engine's message for a file it cannot read", async () => {
    const parser = createResumeParser();
    try {
      const failure = await parser
        .parse({ bytes: corruptPdf(), fileName: 'broken.pdf' })
        .catch((error) => error);
      expect(failure).toBeInstanceOf(ParseFailure);
      expect(failure).toMatchObject({ kind: 'bad-input', code: 'corrupt-file' });
      expect(failure.message).toMatch(/damaged/);
    } finally {
      parser.close();
    }
  }, 30_000);

  it('stops a parse that runs past its deadline and says so', async () => {
    const parser = createResumeParser({ timeoutMs: 1 });
    try {
      const failure = await parser.parse(await longText()).catch((error) => error);
      expect(failure).toMatchObject({
        kind: 'bad-input',
        code: 'timeout',
        message: FILE_TOO_LARGE_TO_READ_MESSAGE,
      });
    } finally {
      parser.close();
    }
  }, 30_000);

  it('reads the next file in a fresh thread after one was stopped', async () => {
    const pool = createEnginePool({ threads: 1 });
    try {
      const stopped = await createResumeParser({ pool, timeoutMs: 1 })
        .parse(await longText())
        .catch((error) => error);
      expect(stopped).toMatchObject({ kind: 'bad-input', code: 'timeout' });
      const result = await createResumeParser({ pool }).parse(await text());
      expect(result.parseMethod).toBe('text-plain');
    } finally {
      await pool.close();
    }
  }, 60_000);
});
