/**
 * The network's test master (test-master.ts): every parameter its LIS reports, keyed by the lab's
 * code, with its LOINC, unit, conversions, critical limits, accreditation and plain-language notes
 * (or, for a parameter whose result is words, that it is text and how its words read).
 * Kept by test group in test-master.<group>.ts; unit spellings they share are in
 * test-master.units.ts.
 *
 * A parameter is listed once, under the catalogue test that reports it in full (the CBC, the
 * renal function test...); a single test (creatinine alone, TSH alone) reports the same
 * parameter, so a lab code and a LOINC each name exactly one entry.
 */

import { bloodCount } from "./test-master.blood-count.ts";
import { aboRhGroup, bloodGroups } from "./test-master.blood-group.ts";
import { glucose } from "./test-master.glucose.ts";
import { kidney } from "./test-master.kidney.ts";
import { lipid } from "./test-master.lipid.ts";
import { liver } from "./test-master.liver.ts";
import { serology } from "./test-master.serology.ts";
import { thyroid } from "./test-master.thyroid.ts";
import type { MasterParameter } from "./test-master.ts";
import { urine } from "./test-master.urine.ts";
import { urineDipstick } from "./test-master.urine-dipstick.ts";
import { vitaminsMinerals } from "./test-master.vitamins-minerals.ts";

export const testMaster: readonly MasterParameter[] = [
  ...bloodCount,
  ...thyroid,
  ...glucose,
  ...lipid,
  ...liver,
  ...kidney,
  ...vitaminsMinerals,
  ...urine,
  ...urineDipstick,
  ...bloodGroups,
  ...serology,
];

/**
 * Parameters the master reads that the development LIS simulator does not report (it reports each
 * of `testMaster`, in the words edge-api/dev/lis-sim/simulated-words.ts lists): the one-line ABO
 * and Rh group, which a lab sends instead of ABO and Rh, never beside them.
 */
export const unsimulated: readonly MasterParameter[] = aboRhGroup;
