/**
 * Test master: HbA1c with estimated average glucose (corpId 10003) and blood sugar fasting,
 * post prandial and random (10019, 10020, 10021). The OGTT and HOMA-IR report these same
 * parameters.
 */
import type { MasterParameter } from "./test-master.ts";
import { fromMmolPerL, mgPerDlAliases } from "./test-master.units.ts";

const hba1c = "10003";
const fasting = "10019";
const postPrandial = "10020";
const random = "10021";

/** Glucose 180.16 g/mol: 1 mmol/L = 18.016 mg/dL. */
const glucoseUnits = [mgPerDlAliases, fromMmolPerL(18.016)];
/** Labs call when a blood sugar is this low or high, fasting or not. */
const glucoseCritical = { low: 50, high: 400 };
const lowSugar =
  "If you felt shaky, sweaty or dizzy around the time of the test, tell your doctor.";

export const glucose: readonly MasterParameter[] = [
  {
    labCode: "HBA1C",
    loinc: "4548-4",
    name: "HbA1c",
    corpId: hba1c,
    unit: "%",
    unitLabel: "%",
    // IFCC mmol/mol is not a factor away from % (NGSP % = 0.0915 × IFCC + 2.15): such a value is
    // kept as sent and flagged unmapped rather than converted.
    conversions: [],
    accredited: true,
    notes: {
      low: "HbA1c shows your average sugar over two to three months. A low value is uncommon; it can follow blood loss or some kinds of anaemia, and your doctor will tell you if it matters.",
      high: "A high HbA1c means your average blood sugar has been above normal over the last two to three months. Your doctor will advise on food, activity and any treatment.",
    },
  },
  {
    labCode: "EAG",
    loinc: "27353-2",
    name: "Estimated average glucose",
    corpId: hba1c,
    unit: "mg/dL",
    unitLabel: "mg/dL",
    conversions: glucoseUnits,
    accredited: true,
    notes: {
      // Calculated from HbA1c: a low eAG says nothing HbA1c does not. No note for Low.
      high: "Estimated average glucose turns your HbA1c into a sugar reading like a glucometer's. A high value means your sugar has been running high; your doctor will advise you.",
    },
  },
  {
    labCode: "FBS",
    loinc: "1558-6",
    name: "Glucose, fasting",
    corpId: fasting,
    unit: "mg/dL",
    unitLabel: "mg/dL",
    conversions: glucoseUnits,
    critical: glucoseCritical,
    accredited: true,
    notes: {
      low: `A low fasting sugar can follow a long fast, heavy exercise or diabetes medicines. ${lowSugar}`,
      high: "A high fasting sugar can be a sign of prediabetes or diabetes; an illness or stress can raise it too. Your doctor will usually confirm it with a repeat test or HbA1c.",
    },
  },
  {
    labCode: "PPBS",
    loinc: "1521-4",
    name: "Glucose, post prandial (2 hours)",
    corpId: postPrandial,
    unit: "mg/dL",
    unitLabel: "mg/dL",
    conversions: glucoseUnits,
    critical: glucoseCritical,
    accredited: true,
    notes: {
      low: `A low sugar after a meal is uncommon; it can happen after a small meal or with diabetes medicines. ${lowSugar}`,
      high: "A high sugar two hours after a meal means your body is slow to clear the sugar from food. Your doctor will read it with your fasting sugar and HbA1c.",
    },
  },
  {
    labCode: "RBS",
    loinc: "2345-7",
    name: "Glucose, random",
    corpId: random,
    unit: "mg/dL",
    unitLabel: "mg/dL",
    conversions: glucoseUnits,
    critical: glucoseCritical,
    accredited: true,
    notes: {
      low: `A low sugar can follow a long gap since eating, heavy exercise or diabetes medicines. ${lowSugar}`,
      high: "A high random sugar can follow a sweet meal or an illness, and can be a sign of diabetes. Your doctor will usually confirm it with a fasting sugar or HbA1c.",
    },
  },
];
