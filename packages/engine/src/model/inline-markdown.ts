/**
 * JSON Resume files are often written for themes that render Markdown, so their text fields carry
 * `**bold**`, `_emphasis_`, `` `code` `` and `[links](https://…)`. We read them as the text a reader sees:
 * the marks go, a link keeps its words and, when they differ, its address in parentheses.
 */

/** Fields whose values are addresses or handles, where '_' and '*' are characters, not marks. */
const VERBATIM_KEYS = new Set(['url', 'website', 'email', 'username', 'image', 'picture', 'phone']);

const LINK = /\[([^\]\n]{1,200})\]\(\s*([^()\s]{1,500})\s*\)/g;
const STRONG = /(\*\*|__)(?=\S)([^\n]*?\S)\1/g;
const EMPHASIS = /(?<![\p{L}\p{N}*_])([*_])(?=\S)([^\n*_]*?\S)\1(?![\p{L}\p{N}*_])/gu;
const CODE = /`([^`\n]+)`/g;

export function inlineMarkdownToText(text: string): string {
  return text
    .replace(LINK, (_, words: string, address: string) => {
      const shown = address.replace(/^mailto:/i, '');
      return words.includes(shown) ? words : `${words} (${shown})`;
    })
    .replace(STRONG, '$2')
    .replace(EMPHASIS, '$2')
    .replace(CODE, '$1');
}

/** Every string of a parsed JSON value with its inline Markdown read as text (addresses left as they are). */
export function withoutInlineMarkdown(value: unknown, key?: string): unknown {
  if (typeof value === 'string') return key && VERBATIM_KEYS.has(key) ? value : inlineMarkdownToText(value);
  if (Array.isArray(value)) return value.map((item) => withoutInlineMarkdown(item));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutInlineMarkdown(v, k)]));
  return value;
}
