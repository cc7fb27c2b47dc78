/**
 * Test master: vitamin D (corpId 10007), vitamin B12 (10008), iron studies (10041), ferritin
 * (10042), folate (10043), phosphorus (10046), magnesium (10047) and homocysteine (10049).
 *
 * Accreditation: a NABL scope lists each test the lab was assessed for. Vitamin D, vitamin B12
 * and homocysteine were added to this lab's menu after its last assessment, so they are outside
 * its scope until the next one: `accredited: false`, and the report marks them not accredited.
 */
import type { MasterParameter } from "./test-master.ts";
import { fromMmolPerL, mgPerDlAliases } from "./test-master.units.ts";

const vitaminD = "10007";
const vitaminB12 = "10008";
const ironStudies = "10041";
const ferritin = "10042";
const folate = "10043";
const phosphorus = "10046";
const magnesium = "10047";
const homocysteine = "10049";

/** Iron 55.845 g/mol: 1 µmol/L = 5.585 µg/dL. */
const ironUnits = [
  { units: ["mcg/dL"], factor: 1 },
  { units: ["umol/L", "mcmol/L"], factor: 5.585 },
];

export const vitaminsMinerals: readonly MasterParameter[] = [
  {
    labCode: "VITD",
    loinc: "1989-3",
    name: "25-OH vitamin D",
    corpId: vitaminD,
    unit: "ng/mL",
    unitLabel: "ng/mL",
    conversions: [
      { units: ["ug/L", "mcg/L"], factor: 1 },
      { units: ["nmol/L"], factor: 0.4 },
    ],
    accredited: false,
    notes: {
      low: "Vitamin D keeps bones and muscles strong. Low levels are very common in India, even with plenty of sunshine; your doctor may suggest more sunlight, food changes or a supplement.",
      high: "A high vitamin D almost always comes from supplements. Tell your doctor which ones you take; they will advise whether to continue them.",
    },
  },
  {
    labCode: "B12",
    loinc: "2132-9",
    name: "Vitamin B12",
    corpId: vitaminB12,
    unit: "pg/mL",
    unitLabel: "pg/mL",
    conversions: [
      { units: ["ng/L"], factor: 1 },
      // Cobalamin 1355.4 g/mol: 1 pmol/L = 1.355 pg/mL.
      { units: ["pmol/L"], factor: 1.355 },
    ],
    accredited: false,
    notes: {
      low: "Vitamin B12 keeps nerves healthy and helps make red cells. Low levels are common in vegetarians and with metformin or acid-reducing medicines; your doctor may suggest a supplement.",
      high: "A high B12 most often follows supplements or injections. If you take none, your doctor will read it with your other results.",
    },
  },
  {
    labCode: "IRON",
    loinc: "2498-4",
    name: "Serum iron",
    corpId: ironStudies,
    unit: "ug/dL",
    unitLabel: "µg/dL",
    conversions: ironUnits,
    accredited: true,
    notes: {
      low: "Serum iron is the iron in your blood. A low value is common, often from diet or periods, and is the usual cause of anaemia; your doctor reads it with your ferritin.",
      high: "A high serum iron can follow iron tablets or an iron-rich meal. Your doctor reads it with your transferrin saturation and ferritin.",
    },
  },
  {
    labCode: "TIBC",
    loinc: "2500-7",
    name: "TIBC",
    corpId: ironStudies,
    unit: "ug/dL",
    unitLabel: "µg/dL",
    conversions: ironUnits,
    accredited: true,
    notes: {
      low: "TIBC shows how much iron your blood can carry. A low value can go with inflammation or low protein; your doctor reads it with your iron and ferritin.",
      high: "A high TIBC often means the body is short of iron and is making room to carry more. Your doctor reads it with your iron and ferritin.",
    },
  },
  {
    labCode: "UIBC",
    loinc: "2501-5",
    name: "UIBC",
    corpId: ironStudies,
    unit: "ug/dL",
    unitLabel: "µg/dL",
    conversions: ironUnits,
    accredited: true,
    notes: {
      low: "UIBC is the spare iron-carrying capacity in your blood. A low value can go with plenty of iron or with inflammation; your doctor reads it with your other iron values.",
      high: "A high UIBC usually means there is room for more iron, as when iron is low. Your doctor reads it with your iron and ferritin.",
    },
  },
  {
    labCode: "TSAT",
    loinc: "2502-3",
    name: "Transferrin saturation",
    corpId: ironStudies,
    unit: "%",
    unitLabel: "%",
    conversions: [],
    accredited: true,
    notes: {
      low: "Transferrin saturation shows how full your iron carriers are. A low value usually means low iron, which is common and treatable; your doctor will advise.",
      high: "A high saturation can follow iron tablets, and some people store extra iron. Your doctor may repeat it on a fasting sample and check your ferritin.",
    },
  },
  {
    labCode: "FERR",
    loinc: "2276-4",
    name: "Ferritin",
    corpId: ferritin,
    unit: "ng/mL",
    unitLabel: "ng/mL",
    conversions: [{ units: ["ug/L", "mcg/L"], factor: 1 }],
    accredited: true,
    notes: {
      low: "Ferritin shows your body's iron stores. A low value is the earliest sign of low iron, common with diet and periods; your doctor will advise on iron.",
      high: "Ferritin rises with inflammation, infection, fatty liver and alcohol, not only with extra iron. Your doctor reads it with your other results.",
    },
  },
  {
    labCode: "FOL",
    loinc: "2284-8",
    name: "Folate",
    corpId: folate,
    unit: "ng/mL",
    unitLabel: "ng/mL",
    conversions: [
      { units: ["ug/L", "mcg/L"], factor: 1 },
      // Folic acid 441.4 g/mol: 1 nmol/L = 0.4414 ng/mL.
      { units: ["nmol/L"], factor: 0.4414 },
    ],
    accredited: true,
    notes: {
      low: "Folate helps make red cells and matters before and in early pregnancy. A low value often comes from diet or alcohol; your doctor may suggest folate-rich foods or a supplement.",
      high: "A high folate usually comes from supplements or fortified foods and is rarely a concern.",
    },
  },
  {
    labCode: "PHOS",
    loinc: "2777-1",
    name: "Phosphorus",
    corpId: phosphorus,
    unit: "mg/dL",
    unitLabel: "mg/dL",
    // Phosphorus 30.97 g/mol: 1 mmol/L = 3.097 mg/dL.
    conversions: [mgPerDlAliases, fromMmolPerL(3.097)],
    accredited: true,
    notes: {
      low: "Phosphorus works with calcium to build bones. A low value can go with low vitamin D, poor nutrition or some antacids; your doctor reads it with your calcium.",
      high: "Phosphorus is normally higher in children. In adults a high value can mean the kidneys are filtering less; your doctor reads it with your calcium and creatinine.",
    },
  },
  {
    labCode: "MG",
    loinc: "19123-9",
    name: "Magnesium",
    corpId: magnesium,
    unit: "mg/dL",
    unitLabel: "mg/dL",
    // Magnesium 24.305 g/mol, two charges: 1 mmol/L = 2.431 mg/dL, 1 mEq/L = 1.215 mg/dL.
    conversions: [mgPerDlAliases, fromMmolPerL(2.431), { units: ["mEq/L"], factor: 1.215 }],
    accredited: true,
    notes: {
      low: "Magnesium helps muscles, nerves and heart rhythm. A low value can follow diarrhoea, alcohol, water tablets or long use of acid-reducing medicines; your doctor will advise.",
      high: "A high magnesium usually comes from antacids or laxatives that contain it, or from the kidneys filtering less. Your doctor will advise.",
    },
  },
  {
    labCode: "HCY",
    loinc: "13965-9",
    name: "Homocysteine",
    corpId: homocysteine,
    unit: "umol/L",
    unitLabel: "µmol/L",
    conversions: [{ units: ["mcmol/L"], factor: 1 }],
    accredited: false,
    notes: {
      // A low homocysteine carries no meaning: no note for Low.
      high: "Homocysteine rises when vitamin B12, folate or B6 are low, and with smoking and age. Your doctor may check your vitamins and look at your overall heart health.",
    },
  },
];
