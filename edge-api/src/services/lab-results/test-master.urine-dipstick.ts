/**
 * Test master: the urine routine's dipstick findings (corpId 10541, beside test-master.urine.ts),
 * each a word by the strip's LOINC ("[Presence] in Urine by Test strip"). Not found ("Nil",
 * "Negative", "Absent") is the usual result of all seven; found, by a word, a grade ("1+", "++")
 * or an amount where the pad reads one, is not. Where a word means different things:
 *
 * - "Trace" is never read as normal. For protein it is often nothing in concentrated urine and
 *   sometimes the first sign of kidney disease; for glucose, blood, bilirubin and leukocytes it is
 *   more than the usual nothing; for ketones it often follows fasting. The doctor reads it.
 * - "Small", "Moderate", "Large" are amounts only on the ketone, blood, bilirubin and leukocyte
 *   pads; on the others they are not the strip's words and go to the doctor.
 * - Nitrite has no grades: any "found" word is a finding; "Trace" or an amount goes to the doctor.
 * - "Normal" is how labs write urobilinogen, not one of these: for them it goes to the doctor.
 */
import type { MasterParameter } from "./test-master.ts";
import {
  amounts,
  found,
  notFound,
  pluses,
  type WordsReading,
  wordReader,
} from "./test-master.words.ts";

const urineRoutine = "10541";

const dipstick = (
  labCode: string,
  loinc: string,
  name: string,
  read: (words: string) => WordsReading,
) =>
  ({
    kind: "text",
    labCode,
    loinc,
    name,
    corpId: urineRoutine,
    accredited: true,
    read,
  }) as const satisfies MasterParameter;

const graded = wordReader(notFound, found, pluses);
const gradedOrAmount = wordReader(notFound, found, pluses, amounts);

export const urineDipstick: readonly MasterParameter[] = [
  dipstick("UPRO", "20454-5", "Urine protein", graded),
  dipstick("UGLU", "25428-4", "Urine glucose", graded),
  dipstick("UKET", "2514-8", "Urine ketones", gradedOrAmount),
  dipstick("UBLD", "5794-3", "Urine blood", gradedOrAmount),
  dipstick("UBIL", "5770-3", "Urine bilirubin", gradedOrAmount),
  dipstick("UNIT", "5802-4", "Urine nitrite", graded),
  dipstick("ULEU", "5799-2", "Urine leukocyte esterase", gradedOrAmount),
];
