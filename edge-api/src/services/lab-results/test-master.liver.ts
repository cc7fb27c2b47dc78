/**
 * Test master: the liver function test (corpId 10005). The single tests (bilirubin 10032, SGOT
 * 10033, SGPT 10034, GGT 10035, ALP 10036) report these same parameters. Low enzymes and low
 * bilirubin carry no meaning for a patient, so those have no Low note.
 */
import type { MasterParameter } from "./test-master.ts";
import {
  enzymeUnits,
  fromUmolPerL,
  gPerDl,
  mgPerDlAliases,
  ratioUnits,
} from "./test-master.units.ts";

const liverFunction = "10005";

/** Bilirubin 584.66 g/mol: 17.1 µmol/L = 1 mg/dL. */
const bilirubinUnits = [mgPerDlAliases, fromUmolPerL(17.1)];

export const liver: readonly MasterParameter[] = [
  {
    labCode: "TBIL",
    loinc: "1975-2",
    name: "Total bilirubin",
    corpId: liverFunction,
    unit: "mg/dL",
    unitLabel: "mg/dL",
    conversions: bilirubinUnits,
    accredited: true,
    notes: {
      high: "Bilirubin is a yellow pigment from old red cells that the liver clears. A mildly high value is common after fasting or with a harmless inherited trait; your doctor reads it with your enzymes.",
    },
  },
  {
    labCode: "DBIL",
    loinc: "1968-7",
    name: "Direct bilirubin",
    corpId: liverFunction,
    unit: "mg/dL",
    unitLabel: "mg/dL",
    conversions: bilirubinUnits,
    accredited: true,
    notes: {
      high: "Direct bilirubin is the part the liver has already processed. A high value can mean bile is not flowing freely; your doctor reads it with your other liver values.",
    },
  },
  {
    labCode: "IBIL",
    loinc: "1971-1",
    name: "Indirect bilirubin",
    corpId: liverFunction,
    unit: "mg/dL",
    unitLabel: "mg/dL",
    conversions: bilirubinUnits,
    accredited: true,
    notes: {
      high: "Indirect bilirubin is the part not yet processed by the liver. A mildly high value is common after fasting or with a harmless inherited trait; your doctor will advise.",
    },
  },
  {
    labCode: "SGOT",
    loinc: "1920-8",
    name: "SGOT (AST)",
    corpId: liverFunction,
    unit: "U/L",
    unitLabel: "U/L",
    conversions: enzymeUnits,
    accredited: true,
    notes: {
      high: "SGOT (AST) is an enzyme from the liver and muscles. It can rise with fatty liver, alcohol, some medicines, a viral illness or hard exercise; your doctor reads it with SGPT.",
    },
  },
  {
    labCode: "SGPT",
    loinc: "1742-6",
    name: "SGPT (ALT)",
    corpId: liverFunction,
    unit: "U/L",
    unitLabel: "U/L",
    conversions: enzymeUnits,
    accredited: true,
    notes: {
      high: "SGPT (ALT) is an enzyme found mainly in the liver. A raised value is common with fatty liver, alcohol, some medicines or a recent viral illness; your doctor will advise.",
    },
  },
  {
    // AST/ALT (the De Ritis ratio); 16325-3 is the inverse, ALT/AST.
    labCode: "SGOTSGPT",
    loinc: "1916-6",
    name: "SGOT/SGPT ratio",
    corpId: liverFunction,
    unit: "{ratio}",
    unitLabel: "ratio",
    conversions: [ratioUnits],
    accredited: true,
    notes: {
      low: "This ratio compares the two liver enzymes and means little on its own. Your doctor reads it with your SGOT and SGPT values.",
      high: "This ratio compares the two liver enzymes and means little on its own. Your doctor reads it with your SGOT and SGPT values.",
    },
  },
  {
    labCode: "ALP",
    loinc: "6768-6",
    name: "Alkaline phosphatase",
    corpId: liverFunction,
    unit: "U/L",
    unitLabel: "U/L",
    conversions: enzymeUnits,
    accredited: true,
    notes: {
      low: "A low alkaline phosphatase is uncommon and often of no concern; it can go with low zinc or magnesium or some medicines.",
      high: "Alkaline phosphatase comes from the liver and bones. It is normally higher in children and in pregnancy, and rises with low vitamin D or slow bile flow.",
    },
  },
  {
    labCode: "GGT",
    loinc: "2324-2",
    name: "GGT",
    corpId: liverFunction,
    unit: "U/L",
    unitLabel: "U/L",
    conversions: enzymeUnits,
    accredited: true,
    notes: {
      high: "GGT is a liver enzyme that often rises with alcohol, fatty liver and some medicines. Your doctor reads it with your alkaline phosphatase and other liver values.",
    },
  },
  {
    labCode: "TP",
    loinc: "2885-2",
    name: "Total protein",
    corpId: liverFunction,
    unit: "g/dL",
    unitLabel: "g/dL",
    conversions: gPerDl,
    accredited: true,
    notes: {
      low: "Total protein measures the proteins in your blood. A low value can come from poor nutrition or a liver or kidney problem; your doctor reads it with your albumin.",
      high: "A high total protein often comes from dehydration or a long-standing infection or inflammation. Your doctor reads it with your albumin and globulin.",
    },
  },
  {
    labCode: "ALB",
    loinc: "1751-7",
    name: "Albumin",
    corpId: liverFunction,
    unit: "g/dL",
    unitLabel: "g/dL",
    conversions: gPerDl,
    accredited: true,
    notes: {
      low: "Albumin is the main protein made by the liver. A low value can come from poor nutrition, a recent illness, or a liver or kidney problem; your doctor will look for the cause.",
      high: "A high albumin usually means you were a little short of water when the sample was taken, and is rarely a concern.",
    },
  },
  {
    labCode: "GLOB",
    loinc: "10834-0",
    name: "Globulin",
    corpId: liverFunction,
    unit: "g/dL",
    unitLabel: "g/dL",
    conversions: gPerDl,
    accredited: true,
    notes: {
      low: "Globulins include the antibodies that fight infection. A low value is uncommon; your doctor reads it with your total protein and albumin.",
      high: "Globulins include antibodies, so they rise with long-standing infection or inflammation. Your doctor reads it with your albumin and may suggest more tests.",
    },
  },
  {
    labCode: "AGR",
    loinc: "1759-0",
    name: "A/G ratio",
    corpId: liverFunction,
    unit: "{ratio}",
    unitLabel: "ratio",
    conversions: [ratioUnits],
    accredited: true,
    notes: {
      low: "The A/G ratio compares albumin with globulin. A low ratio means globulin is higher or albumin lower; your doctor reads it with those two values.",
      high: "A high A/G ratio is usually of little concern on its own. Your doctor reads it with your albumin and globulin.",
    },
  },
];
