import { brand } from "../../brand.ts";
import type { HealthPackage } from "../../schemas/health-package.ts";
import { definePackage, mindHealthAssessment, physicianConsultation } from "./define-package.ts";
import type { PackageGroup } from "./package-tests.ts";
import { pt } from "./package-tests.ts";

/** docs/product.md#health-packages: both senior packages come with these two stool tests free. */
export const seniorFreeExtras = ["Stool Routine", "Stool Occult Blood"] as const;

const atCentre = `Blood is collected at home; the ECG, X-ray and scans are done at your nearest ${brand.shortName} centre.`;

const seniorCore: readonly PackageGroup[] = [
  { title: "Blood Counts", tests: [pt.cbc, pt.esr] },
  { title: "Diabetes", tests: [pt.glucoseFasting, pt.hba1c] },
  { title: "Heart & Lipids", tests: [pt.lipid, pt.hsCrp] },
  { title: "Liver", tests: [pt.lft] },
  { title: "Kidney", tests: [pt.kft, pt.urineMicroalbumin] },
  { title: "Thyroid", tests: [pt.thyroidProfile] },
  { title: "Urine", tests: [pt.urineRoutine] },
  { title: "Iron & Anaemia", tests: [pt.ironStudies] },
  { title: "Vitamins & Bones", tests: [pt.vitaminD, pt.vitaminB12, pt.raFactor] },
];

export const seniorCitizenPackages: HealthPackage[] = [
  definePackage({
    key: "senior-citizen-men",
    packageName: "Senior Citizen Health Package (Men)",
    corpId: "28380",
    description: `A yearly check-up for men aged 60 and above: diabetes, heart, kidney and liver health, thyroid, vitamin D and B12, and prostate screening with total and free PSA, plus an ECG, chest X-ray and abdominal ultrasound. Stool routine and stool occult blood tests are included free. ${atCentre}`,
    currentPrice: 6699,
    originalPrice: 14900,
    fasting: "overnight",
    recommendedGender: "male",
    groups: [
      ...seniorCore,
      { title: "Prostate", tests: [pt.psaTotal, pt.psaFree] },
      { title: "Cardiac & Imaging (at centre)", tests: [pt.ecg, pt.chestXray, pt.usgAbdomen] },
    ],
    highlights: [
      "PSA Total & Free",
      "ECG, Chest X-Ray & Ultrasound",
      physicianConsultation,
      mindHealthAssessment,
    ],
    free_consultation: seniorFreeExtras,
  }),
  definePackage({
    key: "senior-citizen-women",
    packageName: "Senior Citizen Health Package (Women)",
    corpId: "28381",
    description: `A yearly check-up for women aged 60 and above: diabetes, heart, kidney and liver health, thyroid, vitamin D and B12, screening for breast and ovarian cancer with a mammogram and CA-125, plus an ECG, 2D echo and abdominal and pelvic ultrasound. Stool routine and stool occult blood tests are included free. ${atCentre}`,
    currentPrice: 7899,
    originalPrice: 16600,
    fasting: "overnight",
    recommendedGender: "female",
    groups: [
      ...seniorCore,
      { title: "Cancer Markers", tests: [pt.ca125] },
      {
        title: "Cardiac & Imaging (at centre)",
        tests: [pt.ecg, pt.echo, pt.mammogram, pt.usgAbdomenPelvis],
      },
    ],
    highlights: [
      "Mammogram & CA-125",
      "2D Echo & Ultrasound",
      physicianConsultation,
      mindHealthAssessment,
    ],
    free_consultation: seniorFreeExtras,
  }),
];
