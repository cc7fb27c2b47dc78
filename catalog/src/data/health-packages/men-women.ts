import { brand } from "../../brand.ts";
import type { HealthPackage } from "../../schemas/health-package.ts";
import { definePackage, mindHealthAssessment, physicianConsultation } from "./define-package.ts";
import type { PackageGroup } from "./package-tests.ts";
import { pt } from "./package-tests.ts";

const atCentre = `Blood is collected at home; the ECG, Pap smear and scans are done at your nearest ${brand.shortName} centre.`;

/** The metabolic core every sex-specific package starts from. */
const core: readonly PackageGroup[] = [
  { title: "Blood Counts", tests: [pt.cbc, pt.esr] },
  { title: "Diabetes", tests: [pt.glucoseFasting, pt.hba1c, pt.insulinFasting] },
  { title: "Liver", tests: [pt.lft] },
  { title: "Kidney", tests: [pt.kft, pt.urineMicroalbumin] },
  { title: "Urine", tests: [pt.urineRoutine] },
  { title: "Iron & Anaemia", tests: [pt.ironStudies, pt.ferritin] },
  { title: "Vitamins", tests: [pt.vitaminD, pt.vitaminB12, pt.folicAcid] },
  { title: "Infection Screening", tests: [pt.hbsag, pt.antiHcv] },
];

/** docs/product.md#health-packages: Men, Women under 35 and Women over 35. */
export const menWomenPackages: HealthPackage[] = [
  definePackage({
    key: "men",
    packageName: "Men's Health Package",
    corpId: "30049",
    description: `A comprehensive check-up designed for men: heart-risk markers, testosterone, prostate (PSA) and other cancer markers, with an ECG, treadmill test, chest X-ray and abdominal ultrasound. Recommended for men over 30, and yearly after 40. ${atCentre}`,
    currentPrice: 7999,
    originalPrice: 21500,
    fasting: "overnight",
    recommendedGender: "male",
    groups: [
      ...core,
      {
        title: "Heart & Lipids",
        tests: [pt.lipid, pt.lipoproteinA, pt.apolipoproteins, pt.hsCrp, pt.homocysteine],
      },
      { title: "Thyroid", tests: [pt.thyroidProfileFree] },
      { title: "Hormones", tests: [pt.testosterone] },
      { title: "Cancer Markers", tests: [pt.psaTotal, pt.cea, pt.afp] },
      {
        title: "Cardiac & Imaging (at centre)",
        tests: [pt.ecg, pt.tmt, pt.chestXray, pt.usgAbdomen],
      },
    ],
    highlights: [
      "PSA & Testosterone",
      "TMT, ECG & Chest X-Ray",
      physicianConsultation,
      mindHealthAssessment,
    ],
  }),
  definePackage({
    key: "young-women",
    packageName: "Women's Health Package (Under 35)",
    ageRange: "Under 35",
    corpId: "30050",
    description: `A check-up for women under 35 that looks at anaemia, thyroid, vitamin levels and the hormones behind irregular periods, PCOS and fertility (including AMH), with rubella immunity, a Pap smear and a pelvic ultrasound. ${atCentre}`,
    currentPrice: 7999,
    originalPrice: 21500,
    fasting: "overnight",
    recommendedGender: "female",
    groups: [
      ...core,
      { title: "Heart & Lipids", tests: [pt.lipid] },
      { title: "Thyroid", tests: [pt.thyroidProfileFree, pt.antiTpo] },
      {
        title: "Hormones",
        tests: [pt.fshLh, pt.prolactin, pt.amh, pt.testosterone],
      },
      { title: "Pregnancy Planning", tests: [pt.rubellaIgg] },
      { title: "Women's Screening (at centre)", tests: [pt.papSmear, pt.ecg, pt.usgPelvis] },
    ],
    highlights: [
      "PCOS & Fertility Hormones (AMH)",
      "Pap Smear & Pelvic Ultrasound",
      physicianConsultation,
      mindHealthAssessment,
    ],
  }),
  definePackage({
    key: "old-women",
    packageName: "Women's Health Package (Over 35)",
    ageRange: "Over 35",
    corpId: "30051",
    description: `A check-up for women over 35 covering heart risk, thyroid, bone-related vitamins, menopause hormones and screening for breast, ovarian and cervical cancer with a mammogram, Pap smear and CA-125. Includes an ECG, 2D echo and abdominal and pelvic ultrasound. ${atCentre}`,
    currentPrice: 8999,
    originalPrice: 24500,
    fasting: "overnight",
    recommendedGender: "female",
    groups: [
      ...core,
      { title: "Heart & Lipids", tests: [pt.lipid, pt.hsCrp, pt.homocysteine] },
      { title: "Thyroid", tests: [pt.thyroidProfileFree, pt.antiTpo] },
      { title: "Hormones", tests: [pt.fshLh, pt.estradiol, pt.prolactin] },
      { title: "Cancer Markers", tests: [pt.ca125, pt.ca153, pt.cea] },
      {
        title: "Women's Screening & Imaging (at centre)",
        tests: [pt.papSmear, pt.mammogram, pt.usgAbdomenPelvis, pt.ecg, pt.echo],
      },
    ],
    highlights: [
      "Mammogram & Pap Smear",
      "CA-125 & CA 15-3",
      physicianConsultation,
      mindHealthAssessment,
    ],
  }),
];
