import { brand } from "../../brand.ts";
import type { HealthPackage } from "../../schemas/health-package.ts";
import { definePackage, mindHealthAssessment, physicianConsultation } from "./define-package.ts";
import { pt } from "./package-tests.ts";

/** Imaging and ECG need a machine: they are done at the nearest centre, blood at home. */
const atCentre = `The ECG and scans are done at your nearest ${brand.shortName} centre.`;

/**
 * docs/product.md#health-packages: Basic to Elite, for men and women alike, each growing from the
 * one before.
 */
export const generalPackages: HealthPackage[] = [
  definePackage({
    key: "basic",
    packageName: "Basic Health Package",
    corpId: "30038",
    description:
      "An entry-level yearly check-up covering blood counts, blood sugar, cholesterol, kidney function and thyroid. A good first screen for adults with no known illness who want to catch anaemia, diabetes, high cholesterol or an under-active thyroid early.",
    currentPrice: 1099,
    originalPrice: 3500,
    fasting: "fastingOrRandom",
    recommendedGender: "all",
    groups: [
      { title: "Blood Counts", tests: [pt.cbc, pt.esr] },
      { title: "Diabetes", tests: [pt.glucoseFastingOrRandom] },
      { title: "Heart & Lipids", tests: [pt.lipid] },
      { title: "Kidney", tests: [pt.creatinine, pt.urea] },
      { title: "Thyroid", tests: [pt.tsh] },
    ],
    highlights: ["Blood Sugar, Cholesterol & TSH", "Home Sample Collection"],
    listedIn: ["andhraPradesh"],
  }),
  definePackage({
    key: "classic",
    packageName: "Classic Health Package",
    corpId: "30040",
    description:
      "The Basic check-up plus a full liver function test, uric acid and a complete thyroid profile (T3, T4, TSH). Suited to adults who want a broader yearly screen of the liver, kidneys, sugar, cholesterol and thyroid at a modest price.",
    currentPrice: 1299,
    originalPrice: 4000,
    fasting: "fastingOrRandom",
    recommendedGender: "all",
    groups: [
      { title: "Blood Counts", tests: [pt.cbc, pt.esr] },
      { title: "Diabetes", tests: [pt.glucoseFastingOrRandom] },
      { title: "Heart & Lipids", tests: [pt.lipid] },
      { title: "Liver", tests: [pt.lft] },
      { title: "Kidney", tests: [pt.creatinine, pt.urea, pt.uricAcid] },
      { title: "Thyroid", tests: [pt.thyroidProfile] },
    ],
    highlights: ["Liver, Kidney & Thyroid Profile", "Home Sample Collection"],
    listedIn: ["andhraPradesh"],
  }),
  definePackage({
    key: "premium",
    packageName: "Premium Health Package",
    corpId: "30042",
    description:
      "A complete routine check-up: blood counts, blood sugar with HbA1c (the three-month sugar average), lipid profile, liver and kidney function with electrolytes, thyroid profile and urine examination. Includes a physician consultation to go through the results with you.",
    currentPrice: 1699,
    originalPrice: 6500,
    fasting: "fastingOrRandom",
    recommendedGender: "all",
    groups: [
      { title: "Blood Counts", tests: [pt.cbc, pt.esr] },
      { title: "Diabetes", tests: [pt.glucoseFastingOrRandom, pt.hba1c] },
      { title: "Heart & Lipids", tests: [pt.lipid] },
      { title: "Liver", tests: [pt.lft] },
      { title: "Kidney", tests: [pt.kft] },
      { title: "Thyroid", tests: [pt.thyroidProfile] },
      { title: "Urine", tests: [pt.urineRoutine] },
    ],
    highlights: ["HbA1c, Liver, Kidney & Thyroid", physicianConsultation, mindHealthAssessment],
  }),
  definePackage({
    key: "pro",
    packageName: "Pro Health Package",
    corpId: "30044",
    description:
      "Everything in Premium plus vitamin D, vitamin B12 and iron studies: the deficiencies behind much of the tiredness, body ache and hair fall seen in Indian adults. Includes a physician consultation.",
    currentPrice: 2499,
    originalPrice: 8000,
    fasting: "fastingOrRandom",
    recommendedGender: "all",
    groups: [
      { title: "Blood Counts", tests: [pt.cbc, pt.esr] },
      { title: "Diabetes", tests: [pt.glucoseFastingOrRandom, pt.hba1c] },
      { title: "Heart & Lipids", tests: [pt.lipid] },
      { title: "Liver", tests: [pt.lft] },
      { title: "Kidney", tests: [pt.kft] },
      { title: "Thyroid", tests: [pt.thyroidProfile] },
      { title: "Urine", tests: [pt.urineRoutine] },
      { title: "Iron & Anaemia", tests: [pt.ironStudies] },
      { title: "Vitamins", tests: [pt.vitaminD, pt.vitaminB12] },
    ],
    highlights: ["Vitamin D & B12", "Iron Studies", physicianConsultation, mindHealthAssessment],
  }),
  definePackage({
    key: "supreme",
    packageName: "Supreme Health Package",
    corpId: "30047",
    description:
      "A fasting check-up that adds heart-inflammation (hs-CRP), ferritin, pancreas enzymes and an early kidney-damage marker (urine microalbumin) to the Pro tests, with a free thyroid profile. Recommended for adults over 30, especially with diabetes or high blood pressure in the family.",
    currentPrice: 3199,
    originalPrice: 7300,
    fasting: "overnight",
    recommendedGender: "all",
    groups: [
      { title: "Blood Counts", tests: [pt.cbc, pt.esr] },
      { title: "Diabetes", tests: [pt.glucoseFasting, pt.hba1c] },
      { title: "Heart & Lipids", tests: [pt.lipid, pt.hsCrp] },
      { title: "Liver", tests: [pt.lft] },
      { title: "Pancreas", tests: [pt.amylaseLipase] },
      { title: "Kidney", tests: [pt.kft, pt.urineMicroalbumin] },
      { title: "Thyroid", tests: [pt.thyroidProfileFree] },
      { title: "Urine", tests: [pt.urineRoutine] },
      { title: "Iron & Anaemia", tests: [pt.ironStudies, pt.ferritin] },
      { title: "Vitamins", tests: [pt.vitaminD, pt.vitaminB12] },
    ],
    highlights: [
      "hs-CRP & Urine Microalbumin",
      "Vitamin D, B12 & Ferritin",
      physicianConsultation,
      mindHealthAssessment,
    ],
  }),
  definePackage({
    key: "expert",
    packageName: "Expert Health Package",
    corpId: "30046",
    description: `A detailed fasting check-up with advanced heart-risk markers (lipoprotein (a), apolipoproteins, homocysteine), an ECG, arthritis and hepatitis screening on top of the Supreme tests. For adults over 35 who want a thorough look at heart, liver, kidney and metabolic health. ${atCentre}`,
    currentPrice: 5199,
    originalPrice: 10600,
    fasting: "overnight",
    recommendedGender: "all",
    groups: [
      { title: "Blood Counts", tests: [pt.cbc, pt.esr] },
      { title: "Diabetes", tests: [pt.glucoseFasting, pt.hba1c] },
      {
        title: "Heart & Lipids",
        tests: [pt.lipid, pt.lipoproteinA, pt.apolipoproteins, pt.hsCrp, pt.homocysteine],
      },
      { title: "Liver", tests: [pt.lft] },
      { title: "Pancreas", tests: [pt.amylaseLipase] },
      { title: "Kidney", tests: [pt.kft, pt.urineMicroalbumin] },
      { title: "Thyroid", tests: [pt.thyroidProfileFree] },
      { title: "Urine", tests: [pt.urineRoutine] },
      { title: "Iron & Anaemia", tests: [pt.ironStudies, pt.ferritin] },
      {
        title: "Vitamins & Minerals",
        tests: [pt.vitaminD, pt.vitaminB12, pt.folicAcid, pt.magnesium],
      },
      { title: "Bones & Joints", tests: [pt.raFactor] },
      { title: "Infection Screening", tests: [pt.hbsag, pt.antiHcv] },
      { title: "Cardiac (at centre)", tests: [pt.ecg] },
    ],
    highlights: [
      "ECG & Advanced Heart Markers",
      "Hepatitis B & C Screening",
      physicianConsultation,
      mindHealthAssessment,
    ],
  }),
  definePackage({
    key: "elite",
    packageName: "Elite Health Package",
    corpId: "30048",
    description: `The most complete check-up for men and women: all Expert tests plus fasting insulin, the CEA tumour marker, a 2D echo, a chest X-ray and an abdominal ultrasound. It gives a full picture of the heart, lungs, abdominal organs and metabolism in one visit. ${atCentre}`,
    currentPrice: 7099,
    originalPrice: 15900,
    fasting: "overnight",
    recommendedGender: "all",
    groups: [
      { title: "Blood Counts", tests: [pt.cbc, pt.esr] },
      { title: "Diabetes", tests: [pt.glucoseFasting, pt.hba1c, pt.insulinFasting] },
      {
        title: "Heart & Lipids",
        tests: [pt.lipid, pt.lipoproteinA, pt.apolipoproteins, pt.hsCrp, pt.homocysteine],
      },
      { title: "Liver", tests: [pt.lft] },
      { title: "Pancreas", tests: [pt.amylaseLipase] },
      { title: "Kidney", tests: [pt.kft, pt.urineMicroalbumin] },
      { title: "Thyroid", tests: [pt.thyroidProfileFree] },
      { title: "Urine", tests: [pt.urineRoutine] },
      { title: "Iron & Anaemia", tests: [pt.ironStudies, pt.ferritin] },
      {
        title: "Vitamins & Minerals",
        tests: [pt.vitaminD, pt.vitaminB12, pt.folicAcid, pt.magnesium],
      },
      { title: "Bones & Joints", tests: [pt.raFactor] },
      { title: "Infection Screening", tests: [pt.hbsag, pt.antiHcv] },
      { title: "Cancer Markers", tests: [pt.cea] },
      {
        title: "Cardiac & Imaging (at centre)",
        tests: [pt.ecg, pt.echo, pt.chestXray, pt.usgAbdomen],
      },
    ],
    highlights: [
      "2D Echo, ECG & Chest X-Ray",
      "Ultrasound Abdomen",
      physicianConsultation,
      mindHealthAssessment,
    ],
  }),
];
