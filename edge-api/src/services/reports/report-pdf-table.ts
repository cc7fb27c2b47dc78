/**
 * One test of the report PDF: its heading, a table of parameter / result / unit / reference range
 * / flag, and, when a value is flagged, "What this may mean" with the test master's plain-language
 * note for it. A flag is a word in bold and colour ("Critical low"), never colour alone; the
 * parameter's name is the row's header cell, so a screen reader announces it with each value.
 * A text result is printed in the Result column as the lab wrote it, wrapped, and carried on in
 * further rows ("(continued)") when it is too long for one (report-pdf-long-text.ts).
 */
import type { LabReportParameter, LabReportTest } from "../../db/schema.ts";
import {
  artifact,
  COLOURS,
  contentWidth,
  type Doc,
  element,
  ensureSpace,
  MARGIN,
  type Struct,
  tagged,
} from "./report-pdf-layout.ts";
import { textPieces } from "./report-pdf-long-text.ts";
import {
  type CellLine,
  cellHeight,
  drawCell,
  measureText,
  paragraph,
  writeText,
} from "./report-pdf-text.ts";
import type { PdfWords } from "./report-pdf-words.ts";
import { type FlagWords, flagWordsOf, noteOf, rangeWords } from "./report-words.ts";

/** Marks a parameter outside the lab's NABL scope; the report explains it once, after the tests. */
export const OUTSIDE_SCOPE_MARK = "†";

const PAD = 3;
const COLUMNS = (() => {
  const widths = [
    ["Parameter", 150],
    ["Result", 95],
    ["Unit", 70],
    ["Reference range", 95],
    ["Flag", 85],
  ] as const;
  let x = MARGIN;
  return widths.map(([title, width]) => {
    const column = { title, x, width };
    x += width;
    return column;
  });
})();

/** The tallest a piece of a long text result may make its row: about half a page. */
const TEXT_ROOM = 300;

const flagColour = (flag: FlagWords) =>
  flag.critical ? COLOURS.critical : flag.direction === "low" ? COLOURS.low : COLOURS.high;

const resultWidth = (COLUMNS[1]?.width ?? 0) - 2 * PAD;

/** The rows of a parameter: one, or more when its text is too long for one. */
function rowsOf(
  doc: Doc,
  p: LabReportParameter,
  nablScope: boolean,
  words: PdfWords,
): CellLine[][][] {
  const flag = flagWordsOf(p);
  const outsideScope = nablScope && p.accredited === false;
  const small = { size: 7.5, colour: COLOURS.muted };
  const value: CellLine = {
    text: String(p.value),
    bold: flag !== undefined,
  };
  const under: CellLine[] = [];
  // An unmapped value was neither converted nor checked against the test master: say so.
  if (p.unmapped) under.push({ text: words.t("Shown as the lab sent it"), ...small });
  else if (p.sent) {
    under.push({ text: words.t("(sent as {0})", `${p.sent.value} ${p.sent.unit}`), ...small });
  }
  const name = (text: string) => ({
    text,
    ...(outsideScope && {
      mark: {
        text: OUTSIDE_SCOPE_MARK,
        actual: words.t("(not in the lab's NABL scope of accreditation)"),
      },
    }),
  });
  const room = TEXT_ROOM - cellHeight(doc, under, resultWidth);
  const [first = "", ...more] = textPieces(doc, value, resultWidth, room);
  return [
    [
      [name(p.name)],
      [{ ...value, text: first }, ...under],
      [{ text: p.unit }],
      [{ text: rangeWords(p) }],
      flag ? [{ text: words.maybe(flag.words), bold: true, colour: flagColour(flag) }] : [],
    ],
    ...more.map((piece) => [
      [name(words.t("{0} (continued)", p.name))],
      [{ ...value, text: piece }],
      [],
      [],
      [],
    ]),
  ];
}

const drawColumn = (doc: Doc, index: number, lines: readonly CellLine[], y: number) => {
  const column = COLUMNS[index];
  if (column) drawCell(doc, lines, column.x + PAD, y, column.width - 2 * PAD);
};

/**
 * The column titles on a shaded band: tagged TH cells (Scope Column) the first time; repeated on
 * a page the table continues to, they are a Pagination artifact, so they are not read twice.
 */
function headerRow(doc: Doc, table: Struct | undefined, words: PdfWords) {
  const y = doc.y;
  artifact(doc, () => doc.rect(MARGIN, y - 3, contentWidth(doc), 16).fill(COLOURS.shade));
  const title = (index: number) => () =>
    drawColumn(
      doc,
      index,
      [{ text: words.t(COLUMNS[index]?.title ?? "Parameter"), bold: true }],
      y,
    );
  if (table) {
    const row = element(doc, table, "TR");
    for (const [index] of COLUMNS.entries()) {
      tagged(doc, row, "TH", title(index), { scope: "Column" });
    }
    row.end();
  } else {
    artifact(
      doc,
      () => {
        for (const [index] of COLUMNS.entries()) title(index)();
      },
      "Pagination",
    );
  }
  doc.y = y + 17;
}

function parameterRow(doc: Doc, table: Struct, cells: readonly CellLine[][], words: PdfWords) {
  const heights = cells.map(
    (lines, index) => cellHeight(doc, lines, (COLUMNS[index]?.width ?? 0) - 2 * PAD) + 4,
  );
  const height = Math.max(14, ...heights);
  if (ensureSpace(doc, height)) headerRow(doc, undefined, words);
  const y = doc.y;
  const row = element(doc, table, "TR");
  for (const [index, lines] of cells.entries()) {
    const draw = () => drawColumn(doc, index, lines, y);
    if (index === 0) tagged(doc, row, "TH", draw, { scope: "Row" });
    else tagged(doc, row, "TD", draw);
  }
  row.end();
  doc.y = y + height;
  artifact(doc, () => {
    doc
      .moveTo(MARGIN, doc.y - 2)
      .lineTo(MARGIN + contentWidth(doc), doc.y - 2)
      .lineWidth(0.3)
      .strokeColor(COLOURS.faint)
      .stroke();
  });
}

/**
 * When the test master has no note (an unknown code or unit, or words): where the value lies,
 * calmly; a result the lab flagged without a direction is only said to be flagged.
 */
const plainNote = (flag: FlagWords, words: PdfWords) =>
  words.t(
    flag.direction === "abnormal"
      ? "The lab flagged this result; your doctor will explain what it means for you."
      : flag.direction === "low"
        ? "This value is below the lab's reference range."
        : "This value is above the lab's reference range.",
  );

/**
 * A note in the PDF's language: the master's note per parameter where the language has words for
 * it (the catalogue's `reportNotes`), the PDF's own for its reading of words; English where neither has.
 */
const noteIn = (words: PdfWords, note: string | undefined) => note && words.note(note);

/** "What this may mean": one paragraph per flagged value, its name and flag leading. */
function meanings(doc: Doc, section: Struct, test: LabReportTest, words: PdfWords) {
  const flagged = test.parameters.flatMap((p) => {
    const flag = flagWordsOf(p);
    return flag ? [{ p, flag }] : [];
  });
  if (flagged.length === 0) return;
  doc.moveDown(0.6);
  ensureSpace(doc, 50);
  paragraph(doc, section, words.t("What this may mean"), { bold: true, size: 10 }, "H3");
  doc.moveDown(0.2);
  for (const { p, flag } of flagged) {
    const segments = [
      { text: `${p.name}, ${words.maybe(flag.words)}: `, bold: true },
      { text: noteIn(words, noteOf(p, test.corpId, flag.direction)) ?? plainNote(flag, words) },
    ];
    const width = contentWidth(doc);
    ensureSpace(doc, measureText(doc, segments, width, 9) + 4);
    tagged(doc, section, "P", () => {
      writeText(doc, segments, { x: MARGIN, y: doc.y }, { size: 9, width });
    });
    doc.moveDown(0.3);
  }
}

/** What a test's section showed that the report explains once, after all the tests. */
export interface SectionMarks {
  flagged: boolean;
  outsideScope: boolean;
}

/** A test as a section (Sect): H2, its table, and what its flagged values may mean. */
export function testSection(
  doc: Doc,
  parent: Struct,
  test: LabReportTest,
  nablScope: boolean,
  words: PdfWords,
): SectionMarks {
  // Keep the heading with the table's header and first row.
  ensureSpace(doc, 70);
  doc.moveDown(0.5);
  const name = words.testName(test.corpId, test.testName);
  doc.outline.addItem(name);
  const section = element(doc, parent, "Sect");
  paragraph(doc, section, name, { bold: true, size: 11, colour: COLOURS.brand }, "H2");
  doc.moveDown(0.3);
  const table = element(doc, section, "Table");
  headerRow(doc, table, words);
  for (const p of test.parameters) {
    for (const cells of rowsOf(doc, p, nablScope, words)) parameterRow(doc, table, cells, words);
  }
  table.end();
  meanings(doc, section, test, words);
  section.end();
  return {
    flagged: test.parameters.some((p) => flagWordsOf(p) !== undefined),
    outsideScope: nablScope && test.parameters.some((p) => p.accredited === false),
  };
}
