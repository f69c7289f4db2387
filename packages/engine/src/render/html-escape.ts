/**
 * HTML that is escaped by construction. The only way to make a `SafeHtml` from text is the `html`
 * tagged template, which escapes every interpolated value unless it is already `SafeHtml`. Renderers
 * never concatenate user text into markup by hand.
 */
export class SafeHtml {
  readonly #value: string;
  private constructor(value: string) {
    this.#value = value;
  }
  toString(): string {
    return this.#value;
  }
  /** Internal: wraps markup that was produced by `html` or by `trustedCss`. */
  static fromTrusted(value: string): SafeHtml {
    return new SafeHtml(value);
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

/** Text made safe for element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (character) => ESCAPES[character] ?? character);
}

type Interpolation = SafeHtml | string | number | null | undefined | false | readonly Interpolation[];

function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.toString();
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/** Tagged template: literal parts are trusted markup, every `${value}` is escaped. */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let result = strings[0] ?? '';
  values.forEach((value, index) => {
    result += render(value) + (strings[index + 1] ?? '');
  });
  return SafeHtml.fromTrusted(result);
}

/**
 * A style sheet built from template tokens. Tokens are validated data, but the sheet is still checked
 * so that nothing in it can close the <style> element.
 */
export function trustedCss(css: string): SafeHtml {
  if (/<\/?style|<!--|-->|<\/?script/i.test(css)) throw new Error('Style sheet contains markup');
  return SafeHtml.fromTrusted(css);
}
