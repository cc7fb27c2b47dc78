/**
 * Test master: blood group and Rh typing (corpId 10013). Both results are words ("B", "Positive")
 * that a lab may also send as one line ("B Positive"); neither has a range or a critical value.
 */
import type { MasterParameter } from "./test-master.ts";

const bloodGroup = "10013";

export const bloodGroups: readonly MasterParameter[] = [
  {
    kind: "text",
    labCode: "ABO",
    loinc: "883-9",
    name: "ABO blood group",
    corpId: bloodGroup,
    accredited: true,
  },
  {
    kind: "text",
    labCode: "RH",
    loinc: "10331-7",
    name: "Rh (D) type",
    corpId: bloodGroup,
    accredited: true,
  },
];
