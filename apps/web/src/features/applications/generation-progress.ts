/** SPEC §2 and §9: the progress modal's messages and timings. */
export const GENERATION_STEPS = [
  'Parsing resume...',
  'Analyzing job requirements...',
  'Extracting keywords...',
  'Optimizing resume format...',
  'Generating cover letter...',
  'Finalizing documents...',
] as const;

export const PROGRESS_TICK_MS = 500;
export const STEP_TICK_MS = 2000;
/** Progress never passes this until the server has answered. */
export const PROGRESS_CAP = 95;
export const PROGRESS_STEP_MIN = 5;
export const PROGRESS_STEP_MAX = 20;

/** One tick: a random rise of 5 to 20 points, held at the cap. `random` is in [0, 1). */
export function nextProgress(current: number, random: number): number {
  const rise = PROGRESS_STEP_MIN + Math.floor(random * (PROGRESS_STEP_MAX - PROGRESS_STEP_MIN + 1));
  return Math.min(PROGRESS_CAP, current + rise);
}
