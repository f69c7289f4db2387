// The part of fontkit's API the PDF renderer uses (fontkit ships no type declarations).
declare module 'fontkit' {
  export interface Font {
    postscriptName: string;
    unitsPerEm: number;
    layout(text: string, features?: Record<string, boolean> | string[]): unknown;
    getGlyph(id: number, codePoints?: number[]): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
