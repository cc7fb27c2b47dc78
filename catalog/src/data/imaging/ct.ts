import type { ImagingItem } from "../../schemas/imaging-item.ts";
import { cityPrices } from "./city-prices.ts";

/** Iodine contrast can cause vomiting on a full stomach and is cleared by the kidneys. */
const contrastFasting =
  "Fast for 6 hours before the scan; sips of water are allowed until 2 hours before.";
const creatinine =
  "Bring a serum creatinine report from the last 30 days: the contrast dye is cleared by the kidneys.";
const contrastRisks =
  "Tell us if you have had a reaction to contrast dye, or have asthma, kidney disease or diabetes (especially if you take metformin), or may be pregnant.";
const plainNoFasting = "No fasting is needed for a plain scan.";
const ifContrast =
  "If your doctor has asked for contrast, fast for 6 hours before the scan and bring a serum creatinine report from the last 30 days.";
const removeMetal =
  "Remove jewellery, hairpins, removable dentures and other metal from the area being scanned.";

/** docs/product.md#imaging, CT ids 18-25. */
export const ctItems: ImagingItem[] = [
  {
    id: 18,
    name: "CT Brain",
    pageLink: "/brain-ct",
    category: "ct",
    description:
      "A CT scan of the head builds cross-sectional X-ray images of the brain and skull in a few seconds. It is the first test after a head injury or a suspected stroke because it shows bleeding, fractures and swelling quickly, and it is also used for severe headache and seizures.",
    preparation: [plainNoFasting, ifContrast, removeMetal],
    duration: "10-15 minutes",
    prices: cityPrices(2800),
  },
  {
    id: 19,
    name: "CT Chest (HRCT)",
    pageLink: "/chest-ct",
    category: "ct",
    description:
      "A high-resolution CT of the chest shows the lungs, airways and chest lymph nodes in fine detail. It is used for a persistent cough or breathlessness, tuberculosis, lung nodules, interstitial lung disease and lung infections that a chest X-ray cannot explain.",
    preparation: [
      plainNoFasting,
      ifContrast,
      "You will be asked to hold your breath for a few seconds during the scan.",
    ],
    duration: "10-15 minutes",
    prices: cityPrices(3500),
  },
  {
    id: 20,
    name: "CT PNS",
    pageLink: "/pns-ct",
    category: "ct",
    description:
      "A plain CT of the paranasal sinuses shows the sinus air spaces, their drainage channels and the nasal septum in detail. ENT surgeons use it for chronic sinusitis, nasal polyps and before endoscopic sinus surgery.",
    preparation: [
      "No fasting and no contrast injection are needed.",
      "Remove spectacles, earrings, nose pins and hairpins.",
    ],
    duration: "10 minutes",
    prices: cityPrices(3000),
  },
  {
    id: 21,
    name: "CT KUB",
    pageLink: "/kub-ct",
    category: "ct",
    description:
      "A plain, low-dose CT of the kidneys, ureters and bladder (KUB). It is the most accurate test for stones anywhere in the urinary tract, showing their size and position and whether they block the kidney, without any contrast injection.",
    preparation: [
      "No fasting and no contrast injection are needed.",
      "Drink 2-3 glasses of water 30-45 minutes before the scan.",
      "Remove belts and other metal around the waist.",
    ],
    duration: "10 minutes",
    prices: cityPrices(3500),
  },
  {
    id: 22,
    name: "CT Abdomen & Pelvis (Contrast)",
    pageLink: "/abdomen-and-pelvis-ct",
    category: "ct",
    description:
      "A contrast-enhanced CT of the whole abdomen and pelvis shows the liver, pancreas, kidneys, bowel, blood vessels and lymph nodes. It is used to investigate abdominal pain, appendicitis, masses and cancers, and to stage and follow up treatment.",
    preparation: [
      contrastFasting,
      "You will drink an oral contrast solution slowly over 1-1.5 hours at the centre before the scan.",
      creatinine,
      contrastRisks,
    ],
    duration: "About 2 hours including the oral contrast; the scan itself takes 15 minutes",
    prices: cityPrices(7000),
  },
  {
    id: 23,
    name: "CT Coronary Angiogram",
    pageLink: "/coronary-angiogram-ct",
    category: "ct",
    description:
      "A CT coronary angiogram images the arteries that supply the heart after an injection of contrast dye, showing narrowing, blockages and calcium deposits without passing a catheter into the heart. It is used for chest pain with an uncertain cause and for people at high risk of heart disease.",
    preparation: [
      contrastFasting,
      "Avoid tea, coffee, cola and energy drinks for 12 hours: caffeine speeds the heart and blurs the images. A tablet to slow the heart may be given.",
      "Do not take sildenafil or tadalafil for 48 hours before the scan; continue your other heart medicines.",
      creatinine,
      contrastRisks,
    ],
    duration: "45-60 minutes including preparation; the scan itself takes under 10 minutes",
    prices: cityPrices(8000, ["tirunelveli", "mysore"]),
  },
  {
    id: 24,
    name: "CT Virtual Colonoscopy",
    pageLink: "/virtual-colonoscopy",
    category: "ct",
    description:
      "CT colonography examines the large bowel for polyps and cancer using a low-dose CT scan after the colon is gently inflated with carbon dioxide through a thin rectal tube. No sedation or colonoscope is needed, but a polyp that is found still has to be removed by a conventional colonoscopy.",
    preparation: [
      "Eat a low-fibre diet for 2 days before, and only clear liquids on the day before the scan.",
      "Take the bowel-cleansing medicine and the oral contrast drink exactly as instructed at booking.",
      "Stop iron tablets 5 days before the scan. Tell us if you have diabetes or take blood thinners.",
    ],
    duration: "30-45 minutes",
    prices: cityPrices(7500, ["tirunelveli", "mysore"]),
  },
  {
    id: 25,
    name: "CT Neck (Contrast)",
    pageLink: "/neck-ct",
    category: "ct",
    description:
      "A contrast CT of the neck shows the throat, voice box, salivary glands, thyroid and lymph nodes. It is used to evaluate neck lumps and swollen nodes, abscesses and tumours of the head and neck.",
    preparation: [contrastFasting, creatinine, contrastRisks, removeMetal],
    duration: "15-20 minutes",
    prices: cityPrices(4500),
  },
];
