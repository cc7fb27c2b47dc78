/**
 * `npm run artwork -w @vyom/pwa`: draws the hero artwork's words as shapes.
 *
 * The artwork is written with `<text>` in `pwa/artwork/hero/` so that its words stay easy to
 * change. Served like that, every phone lays those words out in a document of their own (an SVG
 * image is one), asking the system for a font at each size and weight the artwork uses, on the
 * main thread, as the page first paints and again when the carousel turns: on Chromium for Linux
 * each ask is a synchronous round trip to the browser process. This script replaces each `<text>`
 * with the outlines of its glyphs in Noto Sans (the family the app's reports already carry), so
 * the served files (`pwa/public/images/hero/`) need no font at all and look the same on every
 * phone. `hero-artwork.test.ts` keeps the served files equal to what this script makes of the
 * sources.
 *
 * Only what the sources use is understood: `<text>` with x, y, fill, font-size, font-weight,
 * letter-spacing and text-anchor, holding words and `<tspan>`s that change fill, font-size or
 * font-weight. Anything else in a `<text>` is refused rather than drawn wrong.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { create } from "fontkit";

const pwaRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
export const heroArtworkSources = join(pwaRoot, "artwork", "hero");
export const heroArtworkServed = join(pwaRoot, "public", "images", "hero");

interface Glyph {
  path: { commands: { command: string; args: number[] }[] };
}
interface Font {
  unitsPerEm: number;
  hasGlyphForCodePoint(codePoint: number): boolean;
  layout(text: string): { glyphs: Glyph[]; positions: { xAdvance: number; xOffset: number }[] };
}

const require = createRequire(import.meta.url);
const fontFiles: Record<string, string> = {
  "400": "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
  "700": "@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf",
  "800": "@expo-google-fonts/noto-sans/800ExtraBold/NotoSans_800ExtraBold.ttf",
};
const fonts = new Map<string, Font>();

function fontFor(weight: string): Font {
  const file = fontFiles[weight];
  if (!file) throw new Error(`hero artwork: no Noto Sans at font-weight ${weight}`);
  let font = fonts.get(weight);
  if (!font) {
    // fontkit ships no types; the API declares only what its reports use (edge-api/src/services/reports/fontkit.d.ts).
    font = create(readFileSync(require.resolve(file))) as unknown as Font;
    fonts.set(weight, font);
  }
  return font;
}

interface Style {
  fill: string;
  size: number;
  weight: string;
}
interface Run extends Style {
  text: string;
}

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(/([\w:-]+)="([^"]*)"/g))
    attributes.set(match[1] ?? "", match[2] ?? "");
  return attributes;
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const decoded = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => entities[name] ?? "");

const known = new Set([
  "x",
  "y",
  "fill",
  "font-size",
  "font-weight",
  "letter-spacing",
  "text-anchor",
]);
const knownInSpan = new Set(["fill", "font-size", "font-weight"]);

function styleOf(attributes: Map<string, string>, inherited: Style): Style {
  return {
    fill: attributes.get("fill") ?? inherited.fill,
    size: Number(attributes.get("font-size") ?? inherited.size),
    weight: attributes.get("font-weight") ?? inherited.weight,
  };
}

function refuseUnknown(attributes: Map<string, string>, allowed: Set<string>, element: string) {
  for (const name of attributes.keys())
    if (!allowed.has(name)) throw new Error(`hero artwork: ${element} has ${name}, not understood`);
}

/** The runs of one `<text>`, with SVG's default white-space handling (collapsed, ends trimmed). */
function runsOf(content: string, style: Style): Run[] {
  const runs: Run[] = [];
  let rest = content;
  while (rest.length > 0) {
    const span = /^<tspan([^>]*)>([^<]*)<\/tspan>/.exec(rest);
    if (span) {
      const attributes = attributesOf(span[1] ?? "");
      refuseUnknown(attributes, knownInSpan, "<tspan>");
      runs.push({ ...styleOf(attributes, style), text: decoded(span[2] ?? "") });
      rest = rest.slice(span[0].length);
      continue;
    }
    const words = /^[^<]+/.exec(rest);
    if (!words) throw new Error(`hero artwork: not understood inside <text>: ${rest.slice(0, 40)}`);
    runs.push({ ...style, text: decoded(words[0]) });
    rest = rest.slice(words[0].length);
  }
  for (const run of runs) run.text = run.text.replace(/\s+/g, " ");
  const first = runs[0];
  const last = runs.at(-1);
  if (first) first.text = first.text.trimStart();
  if (last) last.text = last.text.trimEnd();
  return runs.filter((run) => run.text.length > 0);
}

/** Tenths of a unit: the artwork is drawn about one unit to a screen pixel, so finer is unseen. */
const tenths = (value: number) => Math.round(value * 10);
/** Tenths written as SVG's shortest number: 5 as ".5", -5 as "-.5", 15 as "1.5". */
const tenthsAsText = (value: number) => (value / 10).toString().replace(/^(-?)0\./, "$1.");

const letters: Record<string, string> = {
  moveTo: "m",
  lineTo: "l",
  quadraticCurveTo: "q",
  bezierCurveTo: "c",
  closePath: "z",
};

/** "-" always starts a new number; "." only after a number that already has its point. */
const needsSeparator = (previous = "", next = "") =>
  !(next.startsWith("-") || (next.startsWith(".") && previous.includes(".")));

/**
 * Path data in relative commands between points rounded to tenths (each step is exact, so no
 * error adds up), with a separator only where the next number could not start by itself.
 */
class PathWriter {
  private data = "";
  private current = { x: 0, y: 0 };
  private subpathStart = { x: 0, y: 0 };
  private previous = "";
  private lastNumber = "";

  command(name: string, points: { x: number; y: number }[]) {
    const letter = letters[name];
    if (!letter) throw new Error(`hero artwork: glyph command ${name} not understood`);
    const from = this.current;
    const written = points.flatMap((point) => [
      tenthsAsText(point.x - from.x),
      tenthsAsText(point.y - from.y),
    ]);
    const numbers = written.reduce(
      (data, next, index) =>
        data + (index > 0 && needsSeparator(written[index - 1], next) ? " " : "") + next,
      "",
    );
    const end = points.at(-1);
    if (letter === "z") this.current = this.subpathStart;
    else if (end) this.current = end;
    if (letter === "m") this.subpathStart = this.current;
    // A command repeated needs no letter again (a moveto's repeats would be linetos).
    const repeat = letter === this.previous && letter !== "m" && letter !== "z";
    const separated = repeat && needsSeparator(this.lastNumber, written[0] ?? "");
    this.data += repeat ? (separated ? " " : "") + numbers : letter + numbers;
    this.previous = letter;
    this.lastNumber = written.at(-1) ?? "";
  }

  toString() {
    return this.data;
  }
}

function outlined(run: Run, startX: number, y: number, spacing: number, writer?: PathWriter) {
  const font = fontFor(run.weight);
  for (const character of run.text) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (!font.hasGlyphForCodePoint(codePoint))
      throw new Error(`hero artwork: Noto Sans has no glyph for ${character}`);
  }
  const scale = run.size / font.unitsPerEm;
  const layout = font.layout(run.text);
  let x = startX;
  layout.glyphs.forEach((glyph, index) => {
    const position = layout.positions[index];
    // On the tenths grid, so a letter drawn twice is the same path data twice (and compresses).
    const originX = tenths(x + (position?.xOffset ?? 0) * scale);
    for (const { command, args } of glyph.path.commands) {
      const points: { x: number; y: number }[] = [];
      for (let i = 0; i + 1 < args.length; i += 2)
        points.push({
          x: originX + tenths((args[i] ?? 0) * scale),
          y: tenths(y) - tenths((args[i + 1] ?? 0) * scale),
        });
      writer?.command(command, points);
    }
    x += (position?.xAdvance ?? 0) * scale + spacing;
  });
  return { width: x - startX };
}

/** One `<text>` as the `<path>`s of its runs. */
function textAsPaths(attributeSource: string, content: string): string {
  const attributes = attributesOf(attributeSource);
  refuseUnknown(attributes, known, "<text>");
  const style = styleOf(attributes, { fill: "#000", size: 16, weight: "400" });
  const spacing = Number(attributes.get("letter-spacing") ?? 0);
  const y = Number(attributes.get("y") ?? 0);
  const runs = runsOf(content, style);
  // Laid out once to measure, so that a centred or end-anchored line starts where SVG would put it.
  const width = runs.reduce((sum, run) => sum + outlined(run, 0, y, spacing).width, 0) - spacing;
  const anchor = attributes.get("text-anchor") ?? "start";
  const shift = { start: 0, middle: width / 2, end: width }[anchor];
  if (shift === undefined) throw new Error(`hero artwork: text-anchor ${anchor} not understood`);
  let x = Number(attributes.get("x") ?? 0) - shift;
  const paths: string[] = [];
  for (const run of runs) {
    const writer = new PathWriter();
    const { width: runWidth } = outlined(run, x, y, spacing, writer);
    paths.push(`<path fill="${run.fill}" d="${writer}"/>`);
    x += runWidth;
  }
  return paths.join("");
}

/** The served artwork for one source: its `<text>`s as outlines, and no font asked for. */
export function outlineHeroArtwork(source: string): string {
  return source
    .replace(/ font-family="[^"]*"/, "")
    .replace(/<text([^>]*)>([\s\S]*?)<\/text>/g, (_, attributes: string, content: string) =>
      textAsPaths(attributes, content),
    );
}

export function heroArtworkNames(): string[] {
  return readdirSync(heroArtworkSources)
    .filter((name) => name.endsWith(".svg"))
    .sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const name of heroArtworkNames()) {
    const served = outlineHeroArtwork(readFileSync(join(heroArtworkSources, name), "utf8"));
    writeFileSync(join(heroArtworkServed, name), served);
    console.log(`${name}: ${served.length} bytes`);
  }
}
