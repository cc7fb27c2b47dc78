/**
 * Test master: the lipid profile (corpId 10004). Low LDL, VLDL, non-HDL, triglycerides and a low
 * ratio carry no meaning for a patient, so those have no Low note.
 */
import type { MasterParameter } from "./test-master.ts";
import { fromMmolPerL, mgPerDlAliases, ratioUnits } from "./test-master.units.ts";

const lipidProfile = "10004";

/** Cholesterol (386.65 g/mol) in any lipoprotein: 1 mmol/L = 38.67 mg/dL. */
const cholesterolUnits = [mgPerDlAliases, fromMmolPerL(38.67)];
const heartRisk = "Your doctor uses it with your other values to judge heart risk.";

export const lipid: readonly MasterParameter[] = [
  {
    labCode: "CHOL",
    loinc: "2093-3",
    name: "Total cholesterol",
    corpId: lipidProfile,
    unit: "mg/dL",
    unitLabel: "mg/dL",
    conversions: cholesterolUnits,
    accredited: true,
    notes: {
      low: "A low total cholesterol is usually not a concern; it can go with a low-fat diet, an overactive thyroid or cholesterol medicines.",
      high: "A high cholesterol is common and builds up in the arteries over years. Food, exercise and, where needed, medicines help; your doctor will look at your overall heart risk.",
    },
  },
  {
    labCode: "TG",
    loinc: "2571-8",
    name: "Triglycerides",
    corpId: lipidProfile,
    unit: "mg/dL",
    unitLabel: "mg/dL",
    // Triolein 885.7 g/mol: 1 mmol/L = 88.57 mg/dL.
    conversions: [mgPerDlAliases, fromMmolPerL(88.57)],
    accredited: true,
    notes: {
      high: "Triglycerides are fats that rise with sweets, rice, fried food and alcohol, and after a meal. A high value is common; your doctor may advise food changes or a fasting repeat.",
    },
  },
  {
    labCode: "HDL",
    loinc: "2085-9",
    name: "HDL cholesterol",
    corpId: lipidProfile,
    unit: "mg/dL",
    unitLabel: "mg/dL",
    conversions: cholesterolUnits,
    accredited: true,
    notes: {
      low: "HDL is the 'good' cholesterol that helps clear fat from the arteries. A low value is common with inactivity, smoking and extra weight; regular exercise helps raise it.",
      high: "A high HDL is usually a good sign for the heart. Your doctor reads it with your other lipid values.",
    },
  },
  {
    labCode: "LDL",
    loinc: "13457-7",
    name: "LDL cholesterol",
    corpId: lipidProfile,
    unit: "mg/dL",
    unitLabel: "mg/dL",
    conversions: cholesterolUnits,
    accredited: true,
    notes: {
      high: "LDL is the cholesterol that can build up in the arteries over time. Food, exercise and, where needed, medicines lower it; your doctor will set a target for you.",
    },
  },
  {
    labCode: "VLDL",
    loinc: "13458-5",
    name: "VLDL cholesterol",
    corpId: lipidProfile,
    unit: "mg/dL",
    unitLabel: "mg/dL",
    conversions: cholesterolUnits,
    accredited: true,
    notes: {
      high: "VLDL carries triglycerides in the blood and is usually calculated from them, so it rises when they are high. Your doctor reads it with your triglycerides.",
    },
  },
  {
    labCode: "NHDL",
    loinc: "43396-1",
    name: "Non-HDL cholesterol",
    corpId: lipidProfile,
    unit: "mg/dL",
    unitLabel: "mg/dL",
    conversions: cholesterolUnits,
    accredited: true,
    notes: {
      high: `Non-HDL cholesterol is your total cholesterol minus the 'good' HDL: all the cholesterol that can build up in the arteries. ${heartRisk}`,
    },
  },
  {
    labCode: "CHOLHDL",
    loinc: "9830-1",
    name: "Total cholesterol/HDL ratio",
    corpId: lipidProfile,
    unit: "{ratio}",
    unitLabel: "ratio",
    conversions: [ratioUnits],
    accredited: true,
    notes: {
      high: `A higher ratio means less of the protective HDL compared with your total cholesterol. ${heartRisk}`,
    },
  },
  {
    labCode: "LDLHDL",
    loinc: "11054-4",
    name: "LDL/HDL ratio",
    corpId: lipidProfile,
    unit: "{ratio}",
    unitLabel: "ratio",
    conversions: [ratioUnits],
    accredited: true,
    notes: {
      high: `A higher ratio means more LDL compared with the protective HDL. ${heartRisk}`,
    },
  },
];
