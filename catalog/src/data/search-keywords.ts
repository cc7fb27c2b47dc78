import type { ImagingCategory } from "../schemas/imaging-item.ts";

/**
 * The words people type for an item that are not in its names: short forms ("vit d", "tft"),
 * symptoms and conditions ("fever", "diabetes", "hair fall"), everyday words ("sugar") and
 * common Tanglish and South Indian spellings ("sakkarai" sugar, "kaichal" / "jwaram" fever,
 * "manjal kamalai" jaundice, "ratha sogai" anaemia, "siruneer" urine, "malam" stool, "karpam"
 * pregnancy, "kozhuppu" fat). Typos ("thyriod", "kolesterol", "suger") need no entry: the search
 * forgives one or two edits (catalogue-search.ts). Each list is reviewed by hand; a word belongs
 * to an item only when a doctor would order that item for it. catalogue-search.test.ts checks
 * that every key names a real item.
 */

const fever = ["fever", "kaichal", "kaaichal", "jwaram", "jvaram", "juram"];
const sugar = ["sugar", "blood sugar", "sugar test", "sakkarai", "diabetes", "diabetic"];
const jaundice = ["jaundice", "manjal kamalai", "kamalai", "kamerlu"];
const anaemia = ["anaemia", "anemia", "ratha sogai", "low hb", "tiredness", "fatigue"];
const pregnancy = ["pregnancy", "karpam", "garbham", "pregnant"];
const thyroid = ["thyroid scan", "tft", "thairoid"];
const cholesterol = ["cholesterol", "kozhuppu", "heart checkup"];
const urine = ["urine test", "siruneer", "moothram"];
const stool = ["stool test", "malam", "motion test"];
const joints = ["joint pain", "arthritis"];

/** By test page link (`testDetailsPageLink`). */
export const keywordsByTest: Readonly<Record<string, readonly string[]>> = {
  "/cbc-test": ["blood test", "hb", "haemoglobin", "platelets", "wbc", "rbc", ...fever, ...anaemia],
  "/thyroid-test": [...thyroid, "t 3 t 4 tsh", "hair fall", "weight gain"],
  "/hba1c-test": [...sugar, "average sugar", "glycosylated", "a1c"],
  "/lipid-test": [...cholesterol, "lipid", "triglycerides", "hdl", "ldl"],
  "/liver-function-test": [...jaundice, "liver test", "kalleeral"],
  "/renal-function": ["kidney test", "creatinine", "urea", "sirunakam", "kidni"],
  "/vitamin-d": ["vit d", "vitd", "vitamin d 3", "d 3", "hair fall", "bone pain", "fatigue"],
  "/vitamin-b12": ["vit b 12", "vitb12", "b 12", "numbness", "fatigue"],
  "/tsh-test": thyroid,
  "/esr-test": [...joints, "inflammation"],
  "/platelet-count": ["platelets", "dengue platelets"],
  "/malaria-parasite-smear": [...fever, "malaria", "mp"],
  "/glucose-fasting": [...sugar, "fasting sugar"],
  "/glucose-post-prandial": [...sugar, "pp sugar", "after food sugar"],
  "/glucose-random": [...sugar, "rbs"],
  "/glucose-tolerance-test": [...sugar, "gestational diabetes", "gtt"],
  "/insulin-fasting": ["diabetes", "insulin resistance", "pcos"],
  "/homa-ir-test": ["diabetes", "insulin resistance", "pcos"],
  "/uric-acid-test": ["gout", ...joints],
  "/microalbumin-creatinine-ratio": ["diabetic kidney", "urine albumin"],
  "/bilirubin-test": jaundice,
  "/iron-studies": anaemia,
  "/ferritin-test": [...anaemia, "hair fall"],
  "/calcium-test": ["bone", "bone pain"],
  "/serum-electrolytes": ["sodium", "potassium", "chloride"],
  "/testosterone-total": ["male hormone", "low energy"],
  "/prolactin": ["pcos", "irregular periods"],
  "/lh-test": ["pcos", "irregular periods", "fertility"],
  "/fsh-test": ["pcos", "irregular periods", "fertility"],
  "/amh-test": ["pcos", "fertility", "egg count"],
  "/beta-hcg": pregnancy,
  "/urine-pregnancy-test": [...pregnancy, "upt"],
  "/semen-analysis": ["sperm count", "fertility"],
  "/psa-total": ["prostate"],
  "/crp-quantitative": [...fever, "infection"],
  "/dengue-ns1-antigen": [...fever, "dengue"],
  "/dengue-igg-igm": [...fever, "dengue"],
  "/widal-test": [...fever, "typhoid"],
  "/malaria-antigen-rapid": [...fever, "malaria"],
  "/chikungunya-igm": [...fever, "chikungunya"],
  "/hbsag": ["hepatitis b", ...jaundice],
  "/anti-hcv": ["hepatitis c"],
  "/hiv-1-2-antibodies": ["aids"],
  "/vdrl-test": ["syphilis", "std"],
  "/urine-routine": [...urine, "uti", "urine infection"],
  "/urine-culture-sensitivity": ["uti", "urine infection"],
  "/stool-routine": stool,
  "/stool-occult-blood": ["blood in stool"],
  "/ra-factor": joints,
  "/anti-ccp": joints,
  "/hla-b27": ["back pain"],
  "/ige-total": ["allergy"],
  "/absolute-eosinophil-count": ["allergy", "wheezing"],
};

/** By package slug. */
export const keywordsByPackage: Readonly<Record<string, readonly string[]>> = {
  "health-package-men": ["men checkup", "male"],
  "health-package-young-women": ["women checkup", "pcos", "female"],
  "health-package-old-women": ["women checkup", "menopause", "female"],
  "health-package-senior-citizen-men": ["senior", "elderly", "old age"],
  "health-package-senior-citizen-women": ["senior", "elderly", "old age"],
};

/**
 * Every package: each is a full body check-up, and each has a diabetes group (HbA1c or fasting
 * sugar, catalog/src/data/health-packages/).
 */
export const keywordsOfEveryPackage: readonly string[] = [
  "full body checkup",
  "full body test",
  "master health checkup",
  "health checkup",
  "annual checkup",
  "body checkup",
  "diabetes",
];

/** By scan page link (`pageLink`), beside the words of its kind below. */
export const keywordsByScan: Readonly<Record<string, readonly string[]>> = {
  "/x-ray-chest": ["chest xray", "cxr"],
  "/kub-us": ["kidney stone", "kidney scan"],
  "/abdomen-only": ["stomach scan", "gallbladder", "liver scan"],
  "/pregnancy-us": [...pregnancy, "pregnancy scan", "baby scan"],
  "/nt-scan": ["pregnancy scan", "baby scan"],
  "/aanomaly-scan": ["pregnancy scan", "baby scan", "tiffa"],
  "/brain-ct": ["head ct"],
  "/kub-ct": ["kidney stone"],
  "/mrcp-mri": ["mri", "gallbladder"],
  "/angiography-mri": ["mri", "mra"],
  "/cardiac-mri": ["heart mri"],
  "/echo": ["heart scan"],
  "/tmt-radiology-scan": ["treadmill", "stress test", "heart test"],
  "/ecg": ["ekg", "heart test"],
  "/mammogram": ["mammography", "breast scan"],
};

export const keywordsByScanCategory: Readonly<Record<ImagingCategory, readonly string[]>> = {
  xray: ["xray", "x ray", "radiograph"],
  ultrasound: ["usg", "ultrasound", "sonography", "scan"],
  ct: ["ct scan", "cat scan", "scan"],
  mri: ["mri scan", "scan"],
  ecg: ["heart"],
  echo: ["echo", "heart"],
  tmt: ["heart"],
  mammogram: ["breast", "scan"],
};
