/**
 * Placeholders mark a figure or fact the user must supply: `[X%]`, `[N]`, `[metric]`, `[Company]`.
 * They are the only way a writer may point at a missing number, and the verifier exempts them.
 */
export const PLACEHOLDER = /\[[^[\]\n]{1,40}\]/g;

export function hasPlaceholder(text: string): boolean {
  return /\[[^[\]\n]{1,40}\]/.test(text);
}

/** The text with every placeholder blanked out, keeping offsets stable. */
export function withoutPlaceholders(text: string): string {
  return text.replace(PLACEHOLDER, (match) => ' '.repeat(match.length));
}

export function listPlaceholders(text: string): string[] {
  return text.match(PLACEHOLDER) ?? [];
}
