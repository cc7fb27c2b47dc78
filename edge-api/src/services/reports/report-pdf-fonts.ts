/// <reference path="./fontkit.d.ts" />
/**
 * The report PDF's fonts (report-pdf.ts): Noto Sans for Latin, Greek and Cyrillic and the units'
 * symbols (µ, ³, ⁶, ×), and Noto Sans Tamil, Telugu, Kannada and Devanagari for names and words
 * in those scripts, regular and bold: the TrueType files Google Fonts serves, from the
 * @expo-google-fonts packages (edge-api/package.json). pdfkit embeds every TrueType font as a
 * subset of the glyphs the report uses, so a report carries tens of kilobytes of font, not MBs.
 *
 * What it guarantees:
 * - Nothing is refused or printed as "?": text is cut into runs, each in the font of its script
 *   (`runsOf`); spaces, digits and punctuation stay in the run around them so a name is shaped
 *   whole. A character none of the fonts has (a Chinese or Bengali letter) is drawn in Noto Sans
 *   as an empty box, its run's text kept as ActualText for a screen reader.
 *   "≤" and "≥", which none of them has, are written "<=" and ">=".
 * - Indic scripts are shaped: pdfkit lays text out with fontkit, whose Indic shaper forms the
 *   conjuncts and moves vowel signs to where they are drawn. Glyphs are then in drawing order
 *   (Tamil "கெ" is drawn as "ெ" then "க"), so each Indic run carries its text as ActualText, which
 *   screen readers and Acrobat read; pdf.js (Firefox's viewer, and the tests' reader) ignores
 *   ActualText and extracts such a word in drawing order. Words without a vowel sign drawn before
 *   its consonant ("முருகன்") extract as written everywhere.
 * - fontkit 2.0.4 throws on some mark positioning (Telugu "శ్రీ", as in Srinivas): a run whose
 *   shaping throws is drawn with the positioning of marks off (`SAFE_FEATURES`: the marks sit at
 *   their default place, still legible), and, should that throw too, in Noto Sans as boxes with
 *   its text kept: a report is never refused for a name.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { create, type Font } from "fontkit";

type Script = "latin" | "tamil" | "telugu" | "kannada" | "devanagari";
const FILES: Record<Script, { pkg: string; name: string }> = {
  latin: { pkg: "noto-sans", name: "NotoSans" },
  tamil: { pkg: "noto-sans-tamil", name: "NotoSansTamil" },
  telugu: { pkg: "noto-sans-telugu", name: "NotoSansTelugu" },
  kannada: { pkg: "noto-sans-kannada", name: "NotoSansKannada" },
  devanagari: { pkg: "noto-sans-devanagari", name: "NotoSansDevanagari" },
};
const WEIGHTS = { regular: "400Regular", bold: "700Bold" } as const;
type Weight = keyof typeof WEIGHTS;

/** The Unicode blocks each Indic font is for; everything else is Noto Sans's. */
const BLOCKS: readonly [from: number, to: number, script: Script][] = [
  [0x0900, 0x097f, "devanagari"],
  [0x0b80, 0x0bff, "tamil"],
  [0x0c00, 0x0c7f, "telugu"],
  [0x0c80, 0x0cff, "kannada"],
  [0x1cd0, 0x1cff, "devanagari"],
  [0xa8e0, 0xa8ff, "devanagari"],
];
const scriptOf = (codePoint: number): Script =>
  BLOCKS.find(([from, to]) => codePoint >= from && codePoint <= to)?.[2] ?? "latin";

/** Characters of no script of their own, drawn in the run they sit in when its font has them. */
const NEUTRAL = /^(?:[\p{Zs}\p{N}\p{P}\p{S}\u25cc]|\u200c|\u200d)$/u;

/** The name a font is registered under on a document. */
export const fontName = (script: Script, weight: Weight) => `${FILES[script].name}-${weight}`;
/** The font of text that has no run yet (pdfkit's line height, an empty cell). */
export const baseFont = (bold: boolean) => fontName("latin", bold ? "bold" : "regular");

const require = createRequire(import.meta.url);
const bytes = new Map<string, Buffer>();
const parsed = new Map<string, Font>();

function fileOf(script: Script, weight: Weight): Buffer {
  const name = fontName(script, weight);
  let file = bytes.get(name);
  if (!file) {
    const { pkg, name: family } = FILES[script];
    const dir = WEIGHTS[weight];
    file = readFileSync(require.resolve(`@expo-google-fonts/${pkg}/${dir}/${family}_${dir}.ttf`));
    bytes.set(name, file);
  }
  return file;
}

function fontOf(script: Script, weight: Weight): Font {
  const name = fontName(script, weight);
  let font = parsed.get(name);
  if (!font) {
    font = create(fileOf(script, weight));
    parsed.set(name, font);
  }
  return font;
}

/**
 * Registers the fonts on a document under their names (`fontName`), each parsed once per process
 * and shared by every document: parsing Noto Sans's tables anew took most of a report's time.
 * pdfkit takes a fontkit font as it is (anything with `layout`), though its types name only
 * files and bytes; it embeds only the glyphs a document used.
 */
export function registerReportFonts(doc: PDFKit.PDFDocument): void {
  for (const script of Object.keys(FILES) as Script[]) {
    for (const weight of Object.keys(WEIGHTS) as Weight[]) {
      const font = fontOf(script, weight) as unknown as PDFKit.Mixins.PDFFontSource;
      doc.registerFont(fontName(script, weight), font);
    }
  }
}

/**
 * How far below the top of a line Noto Sans puts the baseline, in points at `size`. pdfkit puts
 * each font's baseline its own ascender below the top, and the Indic fonts' ascenders are taller:
 * every run is drawn on this baseline instead, so a Tamil name sits on the line of the Latin
 * words beside it.
 */
export function baselineOf(size: number): number {
  const font = fontOf("latin", "regular");
  return (font.ascent / font.unitsPerEm) * size;
}

/** Positioning features off: what fontkit 2.0.4 throws in for some Telugu and Kannada marks. */
export const SAFE_FEATURES: Readonly<Record<string, boolean>> = {
  abvm: false,
  blwm: false,
  mark: false,
  mkmk: false,
  dist: false,
  kern: false,
};

export interface TextRun {
  text: string;
  /** The registered font name (`fontName`). */
  font: string;
  /** OpenType feature overrides for pdfkit's layout, when the default shaping throws. */
  features?: Readonly<Record<string, boolean>>;
  /** The text as written, for a run whose glyphs are in drawing order (Indic). */
  actual?: string;
}

/** Whether fontkit shapes `text` word by word (as pdfkit lays it out) without throwing. */
function shapes(font: Font, text: string, features?: Readonly<Record<string, boolean>>): boolean {
  try {
    if (features) font.layout(text, features);
    else for (const word of text.split(/[ \t]/)) if (word) font.layout(word);
    return true;
  } catch {
    return false;
  }
}

function indicRun(text: string, script: Script, weight: Weight): TextRun {
  const font = fontOf(script, weight);
  const name = fontName(script, weight);
  if (shapes(font, text)) return { text, font: name, actual: text };
  if (shapes(font, text, SAFE_FEATURES)) {
    return { text, font: name, features: SAFE_FEATURES, actual: text };
  }
  return { text, font: fontName("latin", weight), actual: text };
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Noto Sans's run; what it has no glyph for is drawn as a box, its text kept as ActualText. */
function latinRun(text: string, weight: Weight): TextRun {
  const font = fontOf("latin", weight);
  const drawable = [...text].every((ch) => font.hasGlyphForCodePoint(ch.codePointAt(0) ?? 0));
  return { text, font: fontName("latin", weight), ...(!drawable && { actual: text }) };
}

/** Text as the fonts can draw it: composed (NFC), "≤"/"≥" spelt out, no lone surrogate. */
export function printable(text: string): string {
  return text
    .replace(LONE_SURROGATE, "\uFFFD")
    .normalize("NFC")
    .replaceAll("≤", "<=")
    .replaceAll("≥", ">=");
}

/**
 * `text` (printable) as runs of one font each: Indic letters in their script's font, everything
 * else in Noto Sans; spaces, digits, punctuation and joiners stay in the run around them when its
 * font has them, so "முருகன் 2" is one run.
 */
export function runsOf(text: string, bold: boolean): TextRun[] {
  const weight: Weight = bold ? "bold" : "regular";
  const pieces: { script: Script; text: string }[] = [];
  for (const ch of printable(text)) {
    const codePoint = ch.codePointAt(0) ?? 0;
    const current = pieces.at(-1);
    const keep =
      current &&
      (scriptOf(codePoint) === current.script ||
        (NEUTRAL.test(ch) && fontOf(current.script, weight).hasGlyphForCodePoint(codePoint)));
    if (current && keep) current.text += ch;
    else pieces.push({ script: scriptOf(codePoint), text: ch });
  }
  return pieces.map(({ script, text: piece }) =>
    script === "latin" ? latinRun(piece, weight) : indicRun(piece, script, weight),
  );
}
