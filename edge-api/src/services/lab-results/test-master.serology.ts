/**
 * Test master: the screening serology the catalogue lists with a single qualitative result
 * (HBsAg 10533, anti-HCV 10534, HIV 1 & 2 antibodies 10535, VDRL 10536). The result is a word
 * ("Non-reactive", "Reactive"); whether it is flagged, or critical, is the lab's call alone
 * (its OBX-8 or interpretation), never worked out here.
 */
import type { MasterParameter } from "./test-master.ts";

export const serology: readonly MasterParameter[] = [
  {
    kind: "text",
    labCode: "HBSAG",
    loinc: "5196-1",
    name: "Hepatitis B surface antigen (HBsAg)",
    corpId: "10533",
    accredited: true,
  },
  {
    kind: "text",
    labCode: "HCVAB",
    loinc: "13955-0",
    name: "Anti-HCV antibodies",
    corpId: "10534",
    accredited: true,
  },
  {
    kind: "text",
    labCode: "HIVAB",
    loinc: "31201-7",
    name: "HIV-1 & HIV-2 antibodies",
    corpId: "10535",
    accredited: true,
  },
  {
    kind: "text",
    labCode: "VDRL",
    loinc: "5292-8",
    name: "VDRL (qualitative)",
    corpId: "10536",
    accredited: true,
  },
];
