/**
 * Test master: the screening serology the catalogue lists with a single qualitative result
 * (HBsAg 10533, anti-HCV 10534, HIV 1 & 2 antibodies 10535, VDRL 10536). The result is a word
 * ("Non-reactive", "Reactive"), as text or coded. The words are read (test-master.words.ts
 * `readSerology`): non-reactive or negative is the usual result, reactive or positive is not,
 * anything else ("Weakly reactive", a titre) is for the doctor to read. A lab's flag of its own
 * (OBX-8, interpretation) is shown first; a "normal" flag beside words read as not usual is for
 * the doctor to read (services/reports/report-words.ts). Only the lab's AA makes one critical.
 */
import type { MasterParameter } from "./test-master.ts";
import { readSerology } from "./test-master.words.ts";

export const serology: readonly MasterParameter[] = [
  {
    kind: "text",
    labCode: "HBSAG",
    loinc: "5196-1",
    name: "Hepatitis B surface antigen (HBsAg)",
    corpId: "10533",
    accredited: true,
    read: readSerology,
  },
  {
    kind: "text",
    labCode: "HCVAB",
    // LOINC 13955-0: "Hepatitis C virus Ab [Presence] in Serum or Plasma by Immunoassay".
    loinc: "13955-0",
    name: "Anti-HCV antibodies",
    corpId: "10534",
    accredited: true,
    read: readSerology,
  },
  {
    kind: "text",
    labCode: "HIVAB",
    // LOINC 31201-7: "HIV 1+2 Ab [Presence] in Serum or Plasma".
    loinc: "31201-7",
    name: "HIV-1 & HIV-2 antibodies",
    corpId: "10535",
    accredited: true,
    read: readSerology,
  },
  {
    kind: "text",
    labCode: "VDRL",
    // LOINC 5292-8: "Reagin Ab [Presence] in Serum by VDRL".
    loinc: "5292-8",
    name: "VDRL (qualitative)",
    corpId: "10536",
    accredited: true,
    read: readSerology,
  },
];
