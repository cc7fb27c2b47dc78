/**
 * Test master: the complete blood count (CBC, corpId 10001), ESR and the absolute eosinophil
 * count. Names follow the demo reports (edge-api/dev/demo-data/demo-reports.ts) and the
 * catalogue's CBC properties.
 */
import type { MasterParameter } from "./test-master.ts";
import { gPerDl, thousandsPerUl } from "./test-master.units.ts";

const cbc = "10001";
const esr = "10009";
const absoluteEosinophilCount = "10012";

export const bloodCount: readonly MasterParameter[] = [
  {
    labCode: "HB",
    loinc: "718-7",
    name: "Haemoglobin",
    corpId: cbc,
    unit: "g/dL",
    unitLabel: "g/dL",
    conversions: gPerDl,
    critical: { low: 7, high: 20 },
    accredited: true,
    notes: {
      low: "Haemoglobin carries oxygen in the blood. A low value (anaemia) is common, often from low iron, and can cause tiredness; your doctor can find the cause and treat it.",
      high: "A high haemoglobin can come from dehydration, smoking or living at altitude. Your doctor will look at it together with your other values.",
    },
  },
  {
    labCode: "RBC",
    loinc: "789-8",
    name: "RBC count",
    corpId: cbc,
    unit: "10*6/uL",
    unitLabel: "10⁶/µL",
    conversions: [
      {
        units: ["mill/cumm", "million/cumm", "millions/cumm", "mill/uL", "M/uL", "10^12/L"],
        factor: 1,
      },
    ],
    accredited: true,
    notes: {
      low: "Red cells carry oxygen around the body. A low count often goes with anaemia, commonly from low iron or vitamins; your doctor will read it with your haemoglobin.",
      high: "A high red cell count can come from dehydration, smoking or living at altitude, and some people simply run high. Your doctor will read it with your other values.",
    },
  },
  {
    labCode: "PCV",
    loinc: "4544-3",
    name: "PCV (haematocrit)",
    corpId: cbc,
    unit: "%",
    unitLabel: "%",
    conversions: [{ units: ["L/L"], factor: 100 }],
    accredited: true,
    notes: {
      low: "PCV (haematocrit) is the share of your blood made up of red cells. A low value usually goes with a low haemoglobin, as in anaemia; your doctor will look for the cause.",
      high: "A high PCV often means the blood is more concentrated, for example from not drinking enough water or from smoking. Your doctor will read it with your haemoglobin.",
    },
  },
  {
    labCode: "MCV",
    loinc: "787-2",
    name: "MCV",
    corpId: cbc,
    unit: "fL",
    unitLabel: "fL",
    conversions: [{ units: ["cu microns", "um3"], factor: 1 }],
    accredited: true,
    notes: {
      low: "MCV is the average size of your red cells. Small red cells are most often due to low iron, and sometimes to an inherited trait such as thalassaemia; your doctor can check which.",
      high: "Large red cells are often linked to low vitamin B12 or folate, alcohol, thyroid changes or some medicines. Your doctor may suggest a vitamin test.",
    },
  },
  {
    labCode: "MCH",
    loinc: "785-6",
    name: "MCH",
    corpId: cbc,
    unit: "pg",
    unitLabel: "pg",
    conversions: [{ units: ["picogram", "pg/cell"], factor: 1 }],
    accredited: true,
    notes: {
      low: "MCH is the average amount of haemoglobin in each red cell. A low value usually goes with small red cells, most often from low iron.",
      high: "A high MCH usually goes with large red cells, often linked to low vitamin B12 or folate. Your doctor will read it with your MCV.",
    },
  },
  {
    labCode: "MCHC",
    loinc: "786-4",
    name: "MCHC",
    corpId: cbc,
    unit: "g/dL",
    unitLabel: "g/dL",
    conversions: gPerDl,
    accredited: true,
    notes: {
      low: "MCHC shows how concentrated the haemoglobin is inside red cells. A low value often goes with low iron; your doctor will read it with your other red cell values.",
      high: "A high MCHC is uncommon and is often rechecked, as the sample itself can affect it. Your doctor will read it with your other red cell values.",
    },
  },
  {
    labCode: "RDWCV",
    loinc: "788-0",
    name: "RDW-CV",
    corpId: cbc,
    unit: "%",
    unitLabel: "%",
    conversions: [],
    accredited: true,
    notes: {
      // A narrow spread of red cell sizes means nothing: no note for Low.
      high: "RDW shows how much your red cells vary in size. A high value often appears with low iron, vitamin B12 or folate; your doctor will read it with your MCV.",
    },
  },
  {
    labCode: "TLC",
    loinc: "6690-2",
    name: "Total WBC count",
    corpId: cbc,
    unit: "10*3/uL",
    unitLabel: "10³/µL",
    conversions: thousandsPerUl,
    critical: { low: 2, high: 30 },
    accredited: true,
    notes: {
      low: "White cells fight infection. A slightly low count often follows a viral fever or some medicines and recovers; your doctor may repeat the test.",
      high: "A high white cell count usually means the body is fighting an infection or inflammation; stress, smoking and some medicines can raise it too.",
    },
  },
  {
    labCode: "NEUT",
    loinc: "770-8",
    name: "Neutrophils",
    corpId: cbc,
    unit: "%",
    unitLabel: "%",
    conversions: [],
    accredited: true,
    notes: {
      low: "Neutrophils are white cells that fight bacteria. A lower share is common after a viral fever and in some healthy people; your doctor will read it with your total count.",
      high: "A higher share of neutrophils often goes with a bacterial infection, inflammation, stress or steroid medicines. Your doctor will read it with your symptoms.",
    },
  },
  {
    labCode: "LYMPH",
    loinc: "736-9",
    name: "Lymphocytes",
    corpId: cbc,
    unit: "%",
    unitLabel: "%",
    conversions: [],
    accredited: true,
    notes: {
      low: "Lymphocytes are white cells that fight viruses. A lower share often appears when neutrophils are up, or during an illness or stress.",
      high: "A higher share of lymphocytes is common during or after a viral infection. Your doctor will read it with your total count and symptoms.",
    },
  },
  {
    labCode: "EOS",
    loinc: "713-8",
    name: "Eosinophils",
    corpId: cbc,
    unit: "%",
    unitLabel: "%",
    conversions: [],
    accredited: true,
    notes: {
      // Few or no eosinophils is normal: no note for Low (the same for monocytes and basophils).
      high: "Eosinophils rise with allergies, asthma, skin allergies and worm infections, which are common. Your doctor may suggest an allergy review or a stool test.",
    },
  },
  {
    labCode: "MONO",
    loinc: "5905-5",
    name: "Monocytes",
    corpId: cbc,
    unit: "%",
    unitLabel: "%",
    conversions: [],
    accredited: true,
    notes: {
      high: "Monocytes are white cells that help clear up after an infection. A higher share is common while recovering from one; your doctor will read it with your other values.",
    },
  },
  {
    labCode: "BASO",
    loinc: "706-2",
    name: "Basophils",
    corpId: cbc,
    unit: "%",
    unitLabel: "%",
    conversions: [],
    accredited: true,
    notes: {
      high: "Basophils are a small group of white cells linked to allergy. A slightly higher share is usually of little concern; your doctor will read it with your other values.",
    },
  },
  {
    labCode: "ANC",
    loinc: "751-8",
    name: "Absolute neutrophil count",
    corpId: cbc,
    unit: "10*3/uL",
    unitLabel: "10³/µL",
    conversions: thousandsPerUl,
    critical: { low: 0.5 },
    accredited: true,
    notes: {
      low: "This is the actual number of neutrophils, the white cells that fight bacteria. A low count can follow a viral infection or some medicines; your doctor will advise on a repeat.",
      high: "A high neutrophil count often goes with a bacterial infection, inflammation, stress or steroid medicines. Your doctor will read it with your symptoms.",
    },
  },
  {
    labCode: "ALC",
    loinc: "731-0",
    name: "Absolute lymphocyte count",
    corpId: cbc,
    unit: "10*3/uL",
    unitLabel: "10³/µL",
    conversions: thousandsPerUl,
    accredited: true,
    notes: {
      low: "This is the actual number of lymphocytes, the white cells that fight viruses. A low count can follow an illness, stress or steroid medicines.",
      high: "A high lymphocyte count is common during or after a viral infection. Your doctor will read it with your symptoms and may repeat the test.",
    },
  },
  {
    labCode: "PLT",
    loinc: "777-3",
    name: "Platelet count",
    corpId: cbc,
    unit: "10*3/uL",
    unitLabel: "10³/µL",
    conversions: [
      ...thousandsPerUl,
      { units: ["lakhs/cumm", "lakh/cumm", "lakhs/uL", "lakh/uL"], factor: 100 },
    ],
    critical: { low: 20, high: 1000 },
    accredited: true,
    notes: {
      low: "Platelets help blood clot. A low count can follow a viral fever such as dengue and usually recovers; tell your doctor about any unusual bleeding or bruising.",
      high: "A high platelet count often follows an infection, inflammation or low iron. Your doctor will decide whether it needs a repeat test.",
    },
  },
  {
    labCode: "MPV",
    loinc: "32623-1",
    name: "MPV",
    corpId: cbc,
    unit: "fL",
    unitLabel: "fL",
    conversions: [],
    accredited: true,
    notes: {
      low: "MPV is the average size of your platelets. It is read together with the platelet count; on its own a low value rarely matters.",
      high: "Larger platelets are often young ones, made when the body is replacing platelets, for example after a fever. Your doctor reads it with your platelet count.",
    },
  },
  {
    labCode: "ESR",
    loinc: "4537-7",
    name: "ESR",
    corpId: esr,
    unit: "mm/h",
    unitLabel: "mm/hr",
    conversions: [{ units: ["mm/1st hr", "mm in 1st hr", "mm/1 hr", "mm/hour"], factor: 1 }],
    accredited: true,
    notes: {
      // A low ESR carries no meaning: no note for Low.
      high: "ESR rises with infection, inflammation, anaemia and pregnancy, and a little with age. On its own it does not point to a cause; your doctor reads it with your symptoms.",
    },
  },
  {
    labCode: "AEC",
    loinc: "711-2",
    name: "Absolute eosinophil count",
    corpId: absoluteEosinophilCount,
    // Reported per microlitre (per cumm), not in thousands as the other CBC counts.
    unit: "/uL",
    unitLabel: "cells/µL",
    conversions: [
      { units: ["/cumm", "cells/cumm"], factor: 1 },
      { units: ["10^3/uL", "10^9/L"], factor: 1000 },
    ],
    accredited: true,
    notes: {
      high: "Eosinophils rise with allergies, asthma, skin allergies and worm infections, which are common. Your doctor may suggest treating the cause or a stool test.",
    },
  },
];
