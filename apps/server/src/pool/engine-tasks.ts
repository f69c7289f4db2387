/**
 * The engine work that runs in the pool's threads (engine-thread.ts), by name. Everything here is
 * CPU work that grows with its input: reading a file, analysing and tailoring a resume, rendering
 * an export, scoring readability. None of it touches the database, the network or the clock.
 */
import { type BuilderDraft, INPUT_LINE_MAX_CHARS, type ReadabilityRequest } from '@hireproof/contract';
import {
  assessFit,
  type CoverLetter,
  detectFileKind,
  isResumeParseError,
  naiveReadBack,
  normalizeAiSkills,
  parseResume,
  type RenderOptions,
  type ResumeDocument,
  readBack,
  renderCoverLetter,
  renderResume,
  toJsonResume,
} from '@hireproof/engine';
import { builderResume } from '../pipeline/builder-resume.ts';
import {
  DOCX_LIMIT_MESSAGES,
  DOCX_XML_MAX_BYTES,
  declaredDocxXmlBytes,
  longestDocxParagraph,
} from '../pipeline/docx-bounds.ts';
import { resumeFromDraft } from '../pipeline/draft-resume.ts';
import { analyseResume, generateContent, inPlaceSteps, type JobDetails } from '../pipeline/generation.ts';
import { importJsonResume } from '../pipeline/json-resume-import.ts';
import {
  acceptLlmBullets,
  acceptLlmLetter,
  acceptLlmSkills,
  acceptLlmSummary,
  applyLlmEdits,
  inProcessWriterCpu,
} from '../pipeline/llm-answers.ts';
import type { ParseReply, ParseRequest } from '../pipeline/parse-protocol.ts';
import { scoreReadabilityWithinLimits } from '../pipeline/readability.ts';

/**
 * Why a DOCX is refused before the reader starts (docx-bounds.ts); undefined for any other file or a
 * DOCX within the bounds. The upload check refuses too much XML already; this covers every caller.
 */
function docxOutOfBounds(request: ParseRequest): ParseReply | undefined {
  if (detectFileKind(request.bytes, request.fileName, request.mediaType) !== 'docx') return undefined;
  const refuse = (code: string, message: string): ParseReply => ({
    ok: false,
    kind: 'bad-input',
    code,
    message,
  });
  if ((declaredDocxXmlBytes(request.bytes) ?? 0) > DOCX_XML_MAX_BYTES)
    return refuse('docx-too-much-xml', DOCX_LIMIT_MESSAGES.tooMuchXml);
  if (longestDocxParagraph(request.bytes) > INPUT_LINE_MAX_CHARS)
    return refuse('paragraph-too-long', DOCX_LIMIT_MESSAGES.paragraphTooLong);
  return undefined;
}

export const engineTasks = {
  /** Reads one uploaded file; a file the engine rejects is a reply, not an exception. */
  async parse(request: ParseRequest): Promise<ParseReply> {
    try {
      const refused = docxOutOfBounds(request);
      if (refused) return refused;
      const parsed = await parseResume(request.bytes, request.fileName, { mediaType: request.mediaType });
      return {
        ok: true,
        document: parsed.document,
        parseMethod: parsed.parseMethod,
        pageCount: parsed.pageCount,
        warnings: parsed.warnings,
      };
    } catch (error) {
      return isResumeParseError(error)
        ? { ok: false, kind: 'bad-input', code: error.code, message: error.message, detail: error.detail }
        : {
            ok: false,
            kind: 'internal',
            code: 'internal',
            message: error instanceof Error ? error.message : String(error),
          };
    }
  },
  /** The generation pipeline with the built-in writer (an LLM writer's calls stay on the web side). */
  generate(input: { parsed: ResumeDocument; job: JobDetails; now: Date }) {
    return generateContent(input);
  },
  // The CPU steps of a generation whose writer waits on the network (generation.ts, llm-answers.ts).
  jobKeywords: inPlaceSteps.keywords,
  assessTailored: inPlaceSteps.assess,
  letterFabricated: inPlaceSteps.letterFabricated,
  builtInTailor: inProcessWriterCpu.tailor,
  builtInCoverLetter: inProcessWriterCpu.coverLetter,
  applyLlmEdits,
  acceptLlmLetter,
  // The builder's AI helpers (ai.routes.ts): the document they read, the built-in answers, the checks of a model's.
  builderResume(input: { experience: string; title?: string }) {
    return builderResume(input.experience, input.title);
  },
  builtInSummary: inProcessWriterCpu.summarize,
  builtInBullets: inProcessWriterCpu.bullets,
  builtInSkills: inProcessWriterCpu.skills,
  /** A skills answer as the builder shows it: cleaned, de-duplicated, named as the skills dictionary does. */
  skillList(skills: string[]) {
    return normalizeAiSkills(skills);
  },
  acceptLlmSummary,
  acceptLlmBullets,
  acceptLlmSkills,
  /** A JSON Resume file as a builder draft, or why not (json-resume-import.ts). */
  importJsonResume,
  /** A builder draft as a JSON Resume document (the builder's export). */
  exportJsonResume(draft: BuilderDraft) {
    return toJsonResume(resumeFromDraft(draft));
  },
  /** Keyword analysis and readability; with `evidence`, only what that document shows counts as a match. */
  analyse(input: { doc: ResumeDocument; job: JobDetails; evidence?: ResumeDocument }) {
    return analyseResume(input.doc, input.job, undefined, input.evidence);
  },
  /**
   * What an ATS reads: our own export of `doc` read back field by field twice, by our parser (the best
   * case) and by a deliberately naive reader standing for simple ATS parsers (the worst case).
   */
  async atsCheck(input: { doc: ResumeDocument; options: RenderOptions & { format: 'pdf' | 'docx' } }) {
    const file = await renderResume(input.doc, input.options);
    const [fields, naive] = await Promise.all([
      readBack(input.doc, file.bytes, input.options.format),
      naiveReadBack(input.doc, file.bytes, input.options.format),
    ]);
    return { fields, naive };
  },
  renderResume(input: { doc: ResumeDocument; options: RenderOptions }) {
    return renderResume(input.doc, input.options);
  },
  renderCoverLetter(input: { letter: CoverLetter; options: RenderOptions }) {
    return renderCoverLetter(input.letter, input.options);
  },
  /** The fit check before a credit is spent: keyword coverage of the posting by the parsed upload. */
  assessFit(input: { resume: ResumeDocument; job: Parameters<typeof assessFit>[1] }) {
    return assessFit(input.resume, input.job);
  },
  readability(request: ReadabilityRequest) {
    return scoreReadabilityWithinLimits(request);
  },
};

export type EngineTasks = typeof engineTasks;
export type EngineTaskName = keyof EngineTasks;
