/**
 * Every timing and animation figure of the landing page (SPEC §4 and §9), in one place so the
 * components, their tests and the spec can be compared line by line.
 */

/** Stat counters count from 0 to their target over this long, once they scroll into view. */
export const COUNTER_DURATION_MS = 2_000;

/** The animated demo reveals one resume line per tick. */
export const DEMO_LINE_INTERVAL_MS = 800;
/** After the last line the finished resume stays on screen this long before the demo starts over. */
export const DEMO_HOLD_MS = 4_000;
/** Readability shown by the demo: starts here and rises with each line … */
export const DEMO_SCORE_START = 65;
/** … never above this. */
export const DEMO_SCORE_MAX = 97;
/** Score colour: below this red … */
export const SCORE_RED_BELOW = 70;
/** … below this yellow, otherwise green. */
export const SCORE_YELLOW_BELOW = 85;
/** ATS badge reads 'Excellent' above this score, otherwise 'Good'. */
export const ATS_EXCELLENT_ABOVE = 85;
/** Impact badge reads 'High' above this score, otherwise 'Improving'. */
export const IMPACT_HIGH_ABOVE = 90;

/** The user-count banner starts here … */
export const USER_COUNT_START = 847;
/** … and grows by a random whole number in this range … */
export const USER_COUNT_STEP_MIN = 1;
export const USER_COUNT_STEP_MAX = 3;
/** … at this interval. */
export const USER_COUNT_INTERVAL_MS = 30_000;

/** Testimonial carousel: autoplay interval, and the pause after any manual control before it resumes. */
export const CAROUSEL_INTERVAL_MS = 4_000;
export const CAROUSEL_RESUME_MS = 10_000;
