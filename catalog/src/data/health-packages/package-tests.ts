/**
 * The tests health packages are made of, each with the number of values it reports. Packages list
 * these names on their page, and the card's "N+ Parameters" line is the sum of the counts, so the
 * headline can never promise more than the package contains.
 */
export interface PackageTest {
  readonly name: string;
  readonly parameters: number;
}

export interface PackageGroup {
  readonly title: string;
  readonly tests: readonly [PackageTest, ...PackageTest[]];
}

const t = (name: string, parameters = 1): PackageTest => ({ name, parameters });

export const pt = {
  cbc: t("Complete Blood Count (CBC)", 24),
  esr: t("ESR"),
  glucoseFastingOrRandom: t("Blood Glucose (Fasting / Random)"),
  glucoseFasting: t("Fasting Blood Sugar"),
  hba1c: t("HbA1c with Estimated Average Glucose", 2),
  insulinFasting: t("Fasting Insulin"),
  lipid: t("Lipid Profile (Cholesterol, Triglycerides, HDL, LDL, VLDL, Ratios)", 8),
  lipoproteinA: t("Lipoprotein (a)"),
  apolipoproteins: t("Apolipoprotein A1, Apolipoprotein B and B/A1 Ratio", 3),
  hsCrp: t("hs-CRP (High Sensitivity C-Reactive Protein)"),
  homocysteine: t("Homocysteine"),
  sgotSgpt: t("SGOT (AST) and SGPT (ALT)", 2),
  lft: t("Liver Function Test (Bilirubin, Enzymes, Proteins)", 11),
  creatinine: t("Serum Creatinine"),
  urea: t("Blood Urea"),
  uricAcid: t("Uric Acid"),
  kft: t("Kidney Function Test with eGFR (Urea, Creatinine, Electrolytes, Calcium)", 11),
  urineRoutine: t("Urine Routine & Microscopy", 18),
  urineMicroalbumin: t("Urine Microalbumin / Creatinine Ratio", 3),
  tsh: t("TSH"),
  thyroidProfile: t("Thyroid Profile (T3, T4, TSH)", 3),
  thyroidProfileFree: t("Thyroid Profile Free (FT3, FT4, TSH)", 3),
  antiTpo: t("Anti-TPO Antibodies"),
  ironStudies: t("Iron Studies (Iron, TIBC, UIBC, Transferrin Saturation)", 4),
  ferritin: t("Ferritin"),
  vitaminD: t("Vitamin D (25-OH)"),
  vitaminB12: t("Vitamin B12"),
  folicAcid: t("Folic Acid"),
  magnesium: t("Magnesium"),
  amylaseLipase: t("Amylase and Lipase", 2),
  raFactor: t("RA Factor"),
  hbsag: t("HBsAg (Hepatitis B)"),
  antiHcv: t("Anti-HCV (Hepatitis C)"),
  rubellaIgg: t("Rubella IgG"),
  testosterone: t("Testosterone Total"),
  fshLh: t("FSH and LH", 2),
  prolactin: t("Prolactin"),
  estradiol: t("Estradiol (E2)"),
  amh: t("AMH (Anti-Mullerian Hormone)"),
  psaTotal: t("PSA Total"),
  psaFree: t("PSA Free with Free/Total Ratio", 2),
  cea: t("CEA"),
  afp: t("AFP (Alpha-Fetoprotein)"),
  ca125: t("CA-125"),
  ca153: t("CA 15-3"),
  papSmear: t("Pap Smear (at centre)"),
  ecg: t("ECG"),
  chestXray: t("X-Ray Chest PA View (at centre)"),
  usgAbdomen: t("Ultrasound Abdomen (at centre)"),
  usgPelvis: t("Ultrasound Pelvis (at centre)"),
  usgAbdomenPelvis: t("Ultrasound Abdomen & Pelvis (at centre)"),
  echo: t("2D Echo (at centre)"),
  tmt: t("TMT - Treadmill Test (at centre)"),
  mammogram: t("Mammogram (at centre)"),
} as const;
