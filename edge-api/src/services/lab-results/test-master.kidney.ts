/**
 * Test master: the renal function test (corpId 10006), with its salts and calcium. The single
 * tests (creatinine 10028, urea 10029, eGFR 10030, electrolytes 10031, uric acid 10026, calcium
 * 10044) report these same parameters.
 */
import type { MasterParameter } from "./test-master.ts";
import {
  fromMmolPerL,
  fromUmolPerL,
  mgPerDlAliases,
  mmolPerLAliases,
  ratioUnits,
} from "./test-master.units.ts";

const renalFunction = "10006";

export const kidney: readonly MasterParameter[] = [
  {
    labCode: "UREA",
    loinc: "3091-6",
    name: "Blood urea",
    corpId: renalFunction,
    unit: "mg/dL",
    unitLabel: "mg/dL",
    // Urea 60.06 g/mol: 1 mmol/L = 6.006 mg/dL.
    conversions: [mgPerDlAliases, fromMmolPerL(6.006)],
    accredited: true,
    notes: {
      low: "Urea is a waste product from protein that the kidneys remove. A low value often goes with a low-protein diet or drinking plenty of water, and is rarely a concern.",
      high: "A high urea often comes from not drinking enough water or a high-protein diet, and can mean the kidneys are filtering less; your doctor reads it with your creatinine.",
    },
  },
  {
    labCode: "BUN",
    loinc: "3094-0",
    name: "Blood urea nitrogen (BUN)",
    corpId: renalFunction,
    unit: "mg/dL",
    unitLabel: "mg/dL",
    // Urea nitrogen, 2 × 14.007 g/mol: 1 mmol/L = 2.801 mg/dL.
    conversions: [mgPerDlAliases, fromMmolPerL(2.801)],
    accredited: true,
    notes: {
      low: "BUN is the nitrogen part of urea, a waste product from protein. A low value often goes with a low-protein diet or drinking plenty of water, and is rarely a concern.",
      high: "A high BUN often comes from not drinking enough water or a high-protein diet, and can mean the kidneys are filtering less; your doctor reads it with your creatinine.",
    },
  },
  {
    labCode: "CREAT",
    loinc: "2160-0",
    name: "Serum creatinine",
    corpId: renalFunction,
    unit: "mg/dL",
    unitLabel: "mg/dL",
    // Creatinine 113.12 g/mol: 88.42 µmol/L = 1 mg/dL.
    conversions: [mgPerDlAliases, fromUmolPerL(88.42)],
    critical: { high: 7 },
    accredited: true,
    notes: {
      low: "Creatinine comes from normal muscle activity. A low value is common in people with less muscle, in older age and in pregnancy, and is rarely a concern.",
      high: "A high creatinine can mean the kidneys are filtering less; dehydration, a large meat meal and some supplements can also raise it. Your doctor may repeat it.",
    },
  },
  {
    labCode: "BUNCREAT",
    loinc: "3097-3",
    name: "BUN/creatinine ratio",
    corpId: renalFunction,
    unit: "{ratio}",
    unitLabel: "ratio",
    conversions: [ratioUnits],
    accredited: true,
    notes: {
      low: "This ratio compares urea with creatinine and means little on its own. Your doctor reads it with your urea and creatinine.",
      high: "A high ratio often comes from not drinking enough water or a high-protein diet. Your doctor reads it with your urea and creatinine.",
    },
  },
  {
    labCode: "EGFR",
    loinc: "98979-8",
    name: "eGFR",
    corpId: renalFunction,
    unit: "mL/min/{1.73_m2}",
    unitLabel: "mL/min/1.73 m²",
    conversions: [{ units: ["mL/min/1.73 sq m", "mL/min/1.73 sq.m"], factor: 1 }],
    accredited: true,
    notes: {
      // A high eGFR is not flagged for a patient: no note for High.
      low: "eGFR estimates how well your kidneys filter, from your creatinine, age and sex. A lower value can be temporary, for example with dehydration; your doctor will usually repeat it.",
    },
  },
  {
    labCode: "URIC",
    loinc: "3084-1",
    name: "Uric acid",
    corpId: renalFunction,
    unit: "mg/dL",
    unitLabel: "mg/dL",
    // Uric acid 168.11 g/mol: 59.48 µmol/L = 1 mg/dL.
    conversions: [mgPerDlAliases, fromUmolPerL(59.48)],
    accredited: true,
    notes: {
      low: "A low uric acid is usually of no concern and can follow some medicines or a diet low in meat and seafood.",
      high: "Uric acid comes from foods such as red meat, seafood and alcohol. A high value can lead to gout or kidney stones over time; your doctor may advise on food and fluids.",
    },
  },
  {
    labCode: "CA",
    loinc: "17861-6",
    name: "Calcium",
    corpId: renalFunction,
    unit: "mg/dL",
    unitLabel: "mg/dL",
    // Calcium 40.08 g/mol, two charges: 1 mmol/L = 4.008 mg/dL, 1 mEq/L = 2.004 mg/dL.
    conversions: [mgPerDlAliases, fromMmolPerL(4.008), { units: ["mEq/L"], factor: 2.004 }],
    critical: { low: 6, high: 13 },
    accredited: true,
    notes: {
      low: "Calcium keeps bones, muscles and nerves working. A low value often goes with low vitamin D or a low albumin; your doctor reads it with those.",
      high: "A high calcium can come from calcium or vitamin D supplements, or from the parathyroid glands. Your doctor may repeat it and check related tests.",
    },
  },
  {
    labCode: "NA",
    loinc: "2951-2",
    name: "Sodium",
    corpId: renalFunction,
    unit: "mmol/L",
    unitLabel: "mmol/L",
    conversions: [mmolPerLAliases],
    critical: { low: 120, high: 160 },
    accredited: true,
    notes: {
      low: "Sodium keeps the body's water in balance. A low value can follow vomiting, diarrhoea, drinking a lot of water or some blood pressure medicines; your doctor will advise.",
      high: "A high sodium usually means the body is short of water, for example after fever, sweating or not drinking enough. Your doctor will advise.",
    },
  },
  {
    labCode: "K",
    loinc: "2823-3",
    name: "Potassium",
    corpId: renalFunction,
    unit: "mmol/L",
    unitLabel: "mmol/L",
    conversions: [mmolPerLAliases],
    critical: { low: 2.8, high: 6.2 },
    accredited: true,
    notes: {
      low: "Potassium keeps muscles and the heart rhythm steady. A low value can follow vomiting, diarrhoea or water tablets (diuretics); your doctor will advise.",
      high: "A high potassium can come from the sample itself, such as a delay before testing, so it is often rechecked. Some medicines and the kidneys also affect it.",
    },
  },
  {
    labCode: "CL",
    loinc: "2075-0",
    name: "Chloride",
    corpId: renalFunction,
    unit: "mmol/L",
    unitLabel: "mmol/L",
    conversions: [mmolPerLAliases],
    accredited: true,
    notes: {
      low: "Chloride is a salt that works with sodium. A low value often follows vomiting or water tablets (diuretics); your doctor reads it with your sodium.",
      high: "A high chloride usually goes with a shortage of water or with diarrhoea. Your doctor reads it with your sodium and other salts.",
    },
  },
];
