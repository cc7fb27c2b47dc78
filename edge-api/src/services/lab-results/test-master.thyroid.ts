/**
 * Test master: the thyroid profile (corpId 10002: total T3, total T4, TSH) and free T3 and free T4
 * (10501, 10502). The TSH-only test (10500) reports the same TSH parameter.
 */
import type { MasterParameter } from "./test-master.ts";

const thyroidProfile = "10002";
const freeT3 = "10501";
const freeT4 = "10502";

export const thyroid: readonly MasterParameter[] = [
  {
    labCode: "T3",
    loinc: "3053-6",
    name: "Total T3",
    corpId: thyroidProfile,
    unit: "ng/dL",
    unitLabel: "ng/dL",
    conversions: [
      { units: ["ng/mL"], factor: 100 },
      // T3 650.97 g/mol: 1 nmol/L = 65.1 ng/dL.
      { units: ["nmol/L"], factor: 65.1 },
    ],
    accredited: true,
    notes: {
      low: "T3 is an active thyroid hormone. A low value can go with an underactive thyroid, and also with a recent illness or fasting; your doctor reads it with your TSH.",
      high: "A high T3 can mean an overactive thyroid; pregnancy and birth control pills can also raise total T3. Your doctor reads it with your TSH and T4.",
    },
  },
  {
    labCode: "T4",
    loinc: "3026-2",
    name: "Total T4",
    corpId: thyroidProfile,
    unit: "ug/dL",
    unitLabel: "µg/dL",
    conversions: [
      { units: ["mcg/dL"], factor: 1 },
      // T4 776.87 g/mol: 1 nmol/L = 0.0777 µg/dL.
      { units: ["nmol/L"], factor: 0.0777 },
    ],
    accredited: true,
    notes: {
      low: "T4 is the main hormone made by the thyroid. A low value can go with an underactive thyroid, which is common and treatable; your doctor reads it with your TSH.",
      high: "A high T4 can mean an overactive thyroid; pregnancy and birth control pills also raise total T4. Your doctor reads it with your TSH.",
    },
  },
  {
    labCode: "TSH",
    loinc: "3016-3",
    name: "TSH",
    corpId: thyroidProfile,
    unit: "u[IU]/mL",
    unitLabel: "µIU/mL",
    conversions: [
      { units: ["uIU/mL", "microIU/mL", "uU/mL", "mIU/L", "m[IU]/L", "mU/L"], factor: 1 },
    ],
    accredited: true,
    notes: {
      low: "TSH is the signal from the brain that tells the thyroid how hard to work. A low TSH can mean the thyroid is overactive, or thyroid tablets need adjusting.",
      high: "A high TSH often means the thyroid is a little underactive, which is common and treatable. Your doctor may repeat it and check your T4.",
    },
  },
  {
    labCode: "FT3",
    loinc: "3051-0",
    name: "Free T3",
    corpId: freeT3,
    unit: "pg/mL",
    unitLabel: "pg/mL",
    conversions: [
      { units: ["ng/L"], factor: 1 },
      { units: ["pmol/L"], factor: 0.651 },
    ],
    accredited: true,
    notes: {
      low: "Free T3 is the active thyroid hormone available to your body. A low value can go with an underactive thyroid or a recent illness; your doctor reads it with your TSH.",
      high: "A high free T3 can mean the thyroid is overactive. Your doctor reads it with your TSH and free T4.",
    },
  },
  {
    labCode: "FT4",
    loinc: "3024-7",
    name: "Free T4",
    corpId: freeT4,
    unit: "ng/dL",
    unitLabel: "ng/dL",
    conversions: [{ units: ["pmol/L"], factor: 0.0777 }],
    accredited: true,
    notes: {
      low: "Free T4 is the thyroid hormone available to your body. A low value can go with an underactive thyroid, which is common and treatable; your doctor reads it with your TSH.",
      high: "A high free T4 can mean the thyroid is overactive, or that thyroid tablets need adjusting. Your doctor reads it with your TSH.",
    },
  },
];
