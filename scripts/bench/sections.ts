import { applicationsSection } from './applications.ts';
import { engineAnalyzeSection } from './engine-analyze.ts';
import { engineParseSection } from './engine-parse.ts';
import { engineRenderSection } from './engine-render.ts';
import { llmParallelSection } from './llm-parallel.ts';
import { loadSection } from './load.ts';
import { postgresRequestsSection } from './postgres-requests.ts';
import { questionsSection } from './questions.ts';
import { serverSection } from './server.ts';
import type { BenchSection } from './types.ts';
import { webBundleSection } from './web-bundle.ts';

/** Bench sections in the order they print. Each lives in its own file beside this one. */
export const sections: BenchSection[] = [
  webBundleSection,
  serverSection,
  engineRenderSection,
  engineParseSection,
  engineAnalyzeSection,
  questionsSection,
  applicationsSection,
  llmParallelSection,
  loadSection,
  postgresRequestsSection,
];
