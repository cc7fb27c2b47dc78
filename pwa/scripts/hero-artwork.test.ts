import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { create } from "fontkit";
import { describe, expect, it } from "vitest";
import {
  heroArtworkNames,
  heroArtworkServed,
  heroArtworkSources,
  outlineHeroArtwork,
} from "./hero-artwork.ts";

/** The box of a path's points (end and control points): enough to see where words landed. */
function boxOf(d: string) {
  const tokens = d.match(/[mlqcz]|-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
  const arity: Record<string, number> = { m: 2, l: 2, q: 4, c: 6, z: 0 };
  let x = 0;
  let y = 0;
  let start = { x: 0, y: 0 };
  let command = "";
  const box = { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity };
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index] ?? "";
    if (/[mlqcz]/.test(token)) {
      command = token;
      index++;
      if (command === "z") ({ x, y } = start);
      continue;
    }
    const values = tokens.slice(index, index + (arity[command] ?? 0)).map(Number);
    index += values.length;
    for (let i = 0; i < values.length; i += 2) {
      const px = x + (values[i] ?? 0);
      const py = y + (values[i + 1] ?? 0);
      box.left = Math.min(box.left, px);
      box.right = Math.max(box.right, px);
      box.top = Math.min(box.top, py);
      box.bottom = Math.max(box.bottom, py);
    }
    x += values.at(-2) ?? 0;
    y += values.at(-1) ?? 0;
    if (command === "m") {
      start = { x, y };
      command = "l";
    }
  }
  return box;
}

const pathsOf = (svg: string) =>
  [...svg.matchAll(/<path fill="([^"]*)" d="([^"]*)"\/>/g)].map((match) => ({
    fill: match[1],
    box: boxOf(match[2] ?? ""),
  }));

describe("the hero artwork's words drawn as shapes", () => {
  it("serves exactly what the script makes of each source, and nothing else", () => {
    const served = readdirSync(heroArtworkServed).filter((name) => name.endsWith(".svg"));
    expect(served.sort()).toEqual(heroArtworkNames());
    for (const name of heroArtworkNames()) {
      const source = readFileSync(join(heroArtworkSources, name), "utf8");
      // Run `npm run artwork -w @vyom/pwa` after changing a source.
      expect(readFileSync(join(heroArtworkServed, name), "utf8"), name).toBe(
        outlineHeroArtwork(source),
      );
    }
  });

  it("leaves no text and no font for a phone to look up", () => {
    for (const name of heroArtworkNames()) {
      const served = readFileSync(join(heroArtworkServed, name), "utf8");
      expect(served).not.toMatch(/<text|<tspan|font-/);
      expect(served).toContain("<title>");
    }
  });

  it("sets a line on its baseline from its x, in its own colour and size", () => {
    const [line] = pathsOf(
      outlineHeroArtwork(
        '<svg><text x="40" y="100" fill="#07424b" font-size="50" font-weight="800">Health</text></svg>',
      ),
    );
    expect(line?.fill).toBe("#07424b");
    // Capitals of 50 units stand about 36 units on the baseline; the H starts at x.
    expect(line?.box.left).toBeGreaterThanOrEqual(40);
    expect(line?.box.left).toBeLessThan(45);
    // Round letters dip a little under the baseline, as they do in type.
    expect(line?.box.bottom).toBeGreaterThanOrEqual(100);
    expect(line?.box.bottom).toBeLessThan(102);
    expect(100 - (line?.box.top ?? 0)).toBeGreaterThan(33);
    expect(100 - (line?.box.top ?? 0)).toBeLessThan(40);
  });

  it("draws every glyph where the font puts it (the path data reads back to the same points)", () => {
    // Noto Sans ExtraBold's own outlines for the line, laid out by fontkit: the union of each
    // glyph's control box, moved to the line's origin. A number run into the one before it in
    // the written path data would land a glyph elsewhere and move this box.
    const font = create(
      readFileSync(
        createRequire(import.meta.url).resolve(
          "@expo-google-fonts/noto-sans/800ExtraBold/NotoSans_800ExtraBold.ttf",
        ),
      ),
    ) as unknown as {
      unitsPerEm: number;
      layout(text: string): {
        glyphs: { cbox: { minX: number; minY: number; maxX: number; maxY: number } }[];
        positions: { xAdvance: number }[];
      };
    };
    const text = "Blood tests 1,699 ₹";
    const scale = 58 / font.unitsPerEm;
    const layout = font.layout(text);
    const expected = { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity };
    let x = 40;
    layout.glyphs.forEach((glyph, index) => {
      const { minX, minY, maxX, maxY } = glyph.cbox;
      if (maxX > minX) {
        expected.left = Math.min(expected.left, x + minX * scale);
        expected.right = Math.max(expected.right, x + maxX * scale);
        expected.top = Math.min(expected.top, 156 - maxY * scale);
        expected.bottom = Math.max(expected.bottom, 156 - minY * scale);
      }
      x += (layout.positions[index]?.xAdvance ?? 0) * scale;
    });
    const [line] = pathsOf(
      outlineHeroArtwork(
        `<svg><text x="40" y="156" fill="#fff" font-size="58" font-weight="800">${text}</text></svg>`,
      ),
    );
    for (const side of ["left", "right", "top", "bottom"] as const)
      expect(Math.abs((line?.box[side] ?? 0) - expected[side]), side).toBeLessThan(0.25);
  });

  it("continues a tspan where the words before it end, in the tspan's own style", () => {
    const [before, price] = pathsOf(
      outlineHeroArtwork(
        '<svg><text x="40" y="100" fill="#000" font-size="32">from <tspan fill="#b42318" font-size="48" font-weight="800">₹1,699</tspan></text></svg>',
      ),
    );
    expect(before?.fill).toBe("#000");
    expect(price?.fill).toBe("#b42318");
    expect(price?.box.left).toBeGreaterThan((before?.box.right ?? 0) + 4);
    expect((price?.box.bottom ?? 0) - (price?.box.top ?? 0)).toBeGreaterThan(
      (before?.box.bottom ?? 0) - (before?.box.top ?? 0),
    );
  });

  it("centres a middle-anchored line on its x, and spaces letters as asked", () => {
    const centred = (spacing: number) =>
      pathsOf(
        outlineHeroArtwork(
          `<svg><text x="155" y="386" fill="#fff" font-size="24" font-weight="700" text-anchor="middle" letter-spacing="${spacing}">12 packages</text></svg>`,
        ),
      )[0]?.box;
    const plain = centred(0);
    const spaced = centred(3);
    expect(((plain?.left ?? 0) + (plain?.right ?? 0)) / 2).toBeCloseTo(155, 0);
    expect(((spaced?.left ?? 0) + (spaced?.right ?? 0)) / 2).toBeCloseTo(155, 0);
    // Ten gaps between eleven characters, three units each.
    const width = (box?: { left: number; right: number }) => (box?.right ?? 0) - (box?.left ?? 0);
    expect(width(spaced) - width(plain)).toBeCloseTo(30, 0);
  });

  it("refuses what it would draw wrong rather than drawing it", () => {
    expect(() =>
      outlineHeroArtwork('<svg><text x="0" y="0" transform="rotate(9)">Tilted</text></svg>'),
    ).toThrow(/transform/);
    expect(() =>
      outlineHeroArtwork('<svg><text x="0" y="0" font-weight="300">Light</text></svg>'),
    ).toThrow(/font-weight 300/);
    expect(() => outlineHeroArtwork('<svg><text x="0" y="0">Smile 😀</text></svg>')).toThrow(
      /no glyph/,
    );
    expect(() =>
      outlineHeroArtwork('<svg><text x="0" y="0">A <a href="#">link</a></text></svg>'),
    ).toThrow(/not understood/);
  });
});
