/**
 * Text for the TXT export: every character the person wrote is kept (accents, non-Latin scripts, currency
 * signs, typographic dashes and quotes), since UTF-8 plain text carries them all and a name without its
 * accents is a different name. Only what no reader can see or use goes: control characters, zero-width
 * marks and the byte-order mark; unusual spaces become plain spaces.
 */
export function toPlainText(text: string): string {
  return (
    text
      .replace(/[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/g, ' ')
      .replace(/[\u200b\u200c\u2060\ufeff]/g, '')
      // Control characters other than newline and tab (a NUL from a broken PDF, a form feed).
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters being removed
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '')
      .normalize('NFC')
  );
}
