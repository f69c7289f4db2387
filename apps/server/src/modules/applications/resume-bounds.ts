/**
 * The length of the longest string anywhere in a document (a bullet, a summary, a role's
 * description). The writer's work on one line grows faster than its length (a 40k-character bullet
 * took 1.7–5 s to tailor, issue 26), so a generation refuses a line longer than the application
 * routes accept (INPUT_LINE_MAX_CHARS) before any work starts. A walk over lengths only: cheap on
 * the request thread.
 */
export function longestText(document: unknown): number {
  let longest = 0;
  const stack: unknown[] = [document];
  while (stack.length) {
    const value = stack.pop();
    if (typeof value === 'string') longest = Math.max(longest, value.length);
    else if (Array.isArray(value)) stack.push(...value);
    else if (value && typeof value === 'object') stack.push(...Object.values(value));
  }
  return longest;
}
