/**
 * Test master: urine routine and microscopy (corpId 10541). Colour and appearance are words by
 * nature; pH and specific gravity are numbers with no unit, which many LIS send with none. The
 * dipstick's findings ("Nil", "Trace", "1+") are words read in test-master.urine-dipstick.ts.
 */
import type { MasterParameter } from "./test-master.ts";

const urineRoutine = "10541";

/** Microscopy counts are per high power field; "cells/" is folded by unitKey. */
const perHpf = [{ units: ["/hpf", "per hpf"], factor: 1 }];

export const urine: readonly MasterParameter[] = [
  {
    kind: "text",
    labCode: "UCOL",
    // LOINC 5778-6: "Color of Urine".
    loinc: "5778-6",
    name: "Urine colour",
    corpId: urineRoutine,
    accredited: true,
  },
  {
    kind: "text",
    labCode: "UAPP",
    // LOINC 5767-9: "Appearance of Urine".
    loinc: "5767-9",
    name: "Urine appearance",
    corpId: urineRoutine,
    accredited: true,
  },
  {
    labCode: "UPH",
    loinc: "5803-2",
    name: "Urine pH",
    corpId: urineRoutine,
    unit: "[pH]",
    unitLabel: "pH",
    // Many LIS send pH with no unit at all.
    conversions: [{ units: ["", "pH units"], factor: 1 }],
    accredited: true,
    notes: {
      low: "Urine pH shows how acidic your urine is and changes with food through the day. A low (acidic) value is common with a high-protein diet or fasting.",
      high: "A high (alkaline) urine pH is common after a vegetarian meal or when the sample stood for a while, and sometimes with a urine infection.",
    },
  },
  {
    labCode: "USG",
    loinc: "5811-5",
    name: "Urine specific gravity",
    corpId: urineRoutine,
    // Specific gravity has no unit: UCUM's "1", printed as nothing.
    unit: "1",
    unitLabel: "",
    conversions: [{ units: ["SG", "{SG}"], factor: 1 }],
    accredited: true,
    notes: {
      low: "A low specific gravity means the urine is dilute, usually because you drank plenty of water.",
      high: "A high specific gravity means the urine is concentrated, usually because you drank less water; sugar or protein in the urine can also raise it.",
    },
  },
  {
    labCode: "UPUS",
    loinc: "5821-4",
    name: "Urine pus cells",
    corpId: urineRoutine,
    unit: "/[HPF]",
    unitLabel: "/hpf",
    conversions: perHpf,
    accredited: true,
    notes: {
      high: "Pus cells are white cells in the urine. A higher count often points to a urine infection, and can also come from the skin around the sample; your doctor may suggest a culture.",
    },
  },
  {
    labCode: "URBC",
    loinc: "13945-1",
    name: "Urine red blood cells",
    corpId: urineRoutine,
    unit: "/[HPF]",
    unitLabel: "/hpf",
    conversions: perHpf,
    accredited: true,
    notes: {
      high: "A few red cells in the urine can follow periods, hard exercise or a urine infection. Your doctor will decide whether to repeat the test.",
    },
  },
];
