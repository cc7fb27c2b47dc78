/**
 * The part of fontkit (pdfkit's font engine, which ships no type declarations) that
 * report-pdf-fonts.ts uses: whether a font has a character, and shaping a run of text.
 */
declare module "fontkit" {
  export interface Font {
    ascent: number;
    unitsPerEm: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string, features?: Readonly<Record<string, boolean>>): unknown;
  }
  export function create(buffer: Uint8Array): Font;
}
