/**
 * The tests health packages are made of, each with the number of values it reports. Packages list
 * these names on their page, and the card's "N+ Parameters" line is the sum of the counts, so the
 * headline can never promise more than the package contains.
 */
export interface PackageTest {
  readonly name: string;
  readonly parameters: number;
  /**
   * The catalogue's lab tests (corpIds) this test of the package is, or holds whole: booking one
   * of them beside the package pays for it twice (the cart says so, pwa/src/features/cart/).
   */
  readonly covers: readonly string[];
}

export interface PackageGroup {
  readonly title: string;
  readonly tests: readonly [PackageTest, ...PackageTest[]];
}

const t = (name: string, parameters = 1, covers: readonly string[] = []): PackageTest => ({
  name,
  parameters,
  covers,
});

export const pt = {
  cbc: t("Complete Blood Count (CBC)", 24, ["10001", "10014"]),
  esr: t("ESR", 1, ["10009"]),
  glucoseFastingOrRandom: t("Blood Glucose (Fasting / Random)", 1, ["10019", "10021"]),
  glucoseFasting: t("Fasting Blood Sugar", 1, ["10019"]),
  hba1c: t("HbA1c with Estimated Average Glucose", 2, ["10003"]),
  insulinFasting: t("Fasting Insulin", 1, ["10023"]),
  lipid: t("Lipid Profile (Cholesterol, Triglycerides, HDL, LDL, VLDL, Ratios)", 8, ["10004"]),
  lipoproteinA: t("Lipoprotein (a)", 1, ["10039"]),
  apolipoproteins: t("Apolipoprotein A1, Apolipoprotein B and B/A1 Ratio", 3),
  hsCrp: t("hs-CRP (High Sensitivity C-Reactive Protein)", 1, ["10528"]),
  homocysteine: t("Homocysteine", 1, ["10049"]),
  sgotSgpt: t("SGOT (AST) and SGPT (ALT)", 2, ["10033", "10034"]),
  lft: t("Liver Function Test (Bilirubin, Enzymes, Proteins)", 11, [
    "10005",
    "10032",
    "10033",
    "10034",
    "10036",
  ]),
  creatinine: t("Serum Creatinine", 1, ["10028"]),
  urea: t("Blood Urea", 1, ["10029"]),
  uricAcid: t("Uric Acid", 1, ["10026"]),
  kft: t("Kidney Function Test with eGFR (Urea, Creatinine, Electrolytes, Calcium)", 11, [
    "10006",
    "10028",
    "10029",
    "10030",
    "10031",
    "10044",
  ]),
  urineRoutine: t("Urine Routine & Microscopy", 18, ["10541"]),
  urineMicroalbumin: t("Urine Microalbumin / Creatinine Ratio", 3, ["10027"]),
  tsh: t("TSH", 1, ["10500"]),
  thyroidProfile: t("Thyroid Profile (T3, T4, TSH)", 3, ["10002", "10500", "10503", "10504"]),
  thyroidProfileFree: t("Thyroid Profile Free (FT3, FT4, TSH)", 3, ["10500", "10501", "10502"]),
  antiTpo: t("Anti-TPO Antibodies", 1, ["10505"]),
  ironStudies: t("Iron Studies (Iron, TIBC, UIBC, Transferrin Saturation)", 4, ["10041"]),
  ferritin: t("Ferritin", 1, ["10042"]),
  vitaminD: t("Vitamin D (25-OH)", 1, ["10007"]),
  vitaminB12: t("Vitamin B12", 1, ["10008"]),
  folicAcid: t("Folic Acid", 1, ["10043"]),
  magnesium: t("Magnesium", 1, ["10047"]),
  amylaseLipase: t("Amylase and Lipase", 2, ["10037", "10038"]),
  raFactor: t("RA Factor", 1, ["10551"]),
  hbsag: t("HBsAg (Hepatitis B)", 1, ["10533"]),
  antiHcv: t("Anti-HCV (Hepatitis C)", 1, ["10534"]),
  rubellaIgg: t("Rubella IgG"),
  testosterone: t("Testosterone Total", 1, ["10509"]),
  fshLh: t("FSH and LH", 2, ["10511", "10512"]),
  prolactin: t("Prolactin", 1, ["10508"]),
  estradiol: t("Estradiol (E2)", 1, ["10513"]),
  amh: t("AMH (Anti-Mullerian Hormone)", 1, ["10515"]),
  psaTotal: t("PSA Total", 1, ["10520"]),
  psaFree: t("PSA Free with Free/Total Ratio", 2, ["10521"]),
  cea: t("CEA", 1, ["10523"]),
  afp: t("AFP (Alpha-Fetoprotein)", 1, ["10524"]),
  ca125: t("CA-125", 1, ["10522"]),
  ca153: t("CA 15-3", 1, ["10526"]),
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
