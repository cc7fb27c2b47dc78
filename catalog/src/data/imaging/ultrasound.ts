import type { ImagingItem } from "../../schemas/imaging-item.ts";
import { cityPrices } from "./city-prices.ts";

/** A full bladder lifts the bowel out of the way and is itself part of what is examined. */
const fullBladder =
  "Drink 4-5 glasses (about 1 litre) of water an hour before the scan and do not pass urine until the scan is over: a full bladder is needed.";
const noFasting = "No fasting is needed.";
const previousReports = "Bring previous scan reports and your doctor's prescription.";
/** India's PCPNDT Act requires a referral and identity proof for every pregnancy scan. */
const pcpndt =
  "Carry a photo ID and your doctor's referral: the PCPNDT Act requires them for every pregnancy scan. The sex of the baby is never disclosed.";

/**
 * docs/product.md#imaging, ultrasound ids 8-17. Links keep their historic spellings (`scortal`,
 * `aanomaly`).
 */
export const ultrasoundItems: ImagingItem[] = [
  {
    id: 8,
    name: "Ultrasound KUB",
    pageLink: "/kub-us",
    category: "ultrasound",
    description:
      "An ultrasound of the kidneys, ureters and urinary bladder (KUB), and the prostate in men. It looks for kidney stones, swelling of the kidney from a blockage (hydronephrosis), cysts and bladder problems, and can measure the urine left behind after passing urine.",
    preparation: [fullBladder, noFasting, previousReports],
    duration: "15-20 minutes",
    prices: cityPrices(1200),
  },
  {
    id: 9,
    name: "Ultrasound Abdomen",
    pageLink: "/abdomen-only",
    category: "ultrasound",
    description:
      "An ultrasound of the upper abdomen: liver, gallbladder, bile ducts, pancreas, spleen and kidneys. It is the usual test for abdominal pain, fatty liver, gallstones and an enlarged liver or spleen, and uses no radiation.",
    preparation: [
      "Fast for 6 hours before the scan; plain water is allowed. Food makes the gallbladder contract and fills the bowel with gas, which hides the organs.",
      "Take your regular medicines with a little water. People with diabetes should book an early-morning slot and bring something to eat after the scan.",
      previousReports,
    ],
    duration: "15-20 minutes",
    prices: cityPrices(1300),
  },
  {
    id: 10,
    name: "Ultrasound Pelvis",
    pageLink: "/pelvis-only",
    category: "ultrasound",
    description:
      "An ultrasound of the lower abdomen through the skin: the uterus and ovaries in women, the bladder and prostate in men. It is used for period problems, pelvic pain, fibroids, ovarian cysts and polycystic ovaries (PCOS).",
    preparation: [fullBladder, noFasting, previousReports],
    duration: "15-20 minutes",
    prices: cityPrices(1200),
  },
  {
    id: 11,
    name: "Colour Doppler Ultrasound",
    pageLink: "/doppler",
    category: "ultrasound",
    description:
      "A Doppler ultrasound shows blood flowing through the arteries and veins, usually of the legs, the neck (carotid arteries) or the kidneys. It finds clots in the leg veins (DVT), varicose veins and narrowed or blocked arteries, without needles or radiation.",
    preparation: [
      "Leg, arm and neck (carotid) Doppler: no preparation; wear loose clothing.",
      "Abdominal or renal Doppler: fast for 6 hours before the scan; plain water is allowed.",
      "Bring your doctor's prescription naming the region to be scanned.",
    ],
    duration: "30-45 minutes",
    prices: cityPrices(2200),
  },
  {
    id: 12,
    name: "Breast Ultrasound",
    pageLink: "/breast",
    category: "ultrasound",
    description:
      "An ultrasound of both breasts and the armpits. It tells a fluid-filled cyst from a solid lump, is the preferred first test for women under 40 and those with dense breasts, and is often done together with a mammogram.",
    preparation: [
      noFasting,
      "Wear a two-piece outfit; you will undress from the waist up.",
      "Bring previous mammograms or breast scans for comparison.",
    ],
    duration: "15-20 minutes",
    prices: cityPrices(1500),
  },
  {
    id: 13,
    name: "NT Scan",
    pageLink: "/nt-scan",
    category: "ultrasound",
    description:
      "The nuchal translucency (NT) scan measures the fluid under the skin at the back of the baby's neck between 11 weeks and 13 weeks 6 days of pregnancy. Combined with the double marker blood test, it estimates the risk of Down syndrome and other chromosomal conditions, and it also confirms the due date and the heartbeat.",
    preparation: [
      "Book the scan between 11 weeks 0 days and 13 weeks 6 days of pregnancy.",
      "No fasting is needed; drinking 2 glasses of water an hour before can help.",
      pcpndt,
    ],
    duration: "20-30 minutes",
    prices: cityPrices(2000),
  },
  {
    id: 14,
    name: "Pregnancy Ultrasound",
    pageLink: "/pregnancy-us",
    category: "ultrasound",
    description:
      "An obstetric ultrasound confirms the pregnancy and the baby's heartbeat, dates the pregnancy and, later on, checks the baby's growth, position, the placenta and the amniotic fluid. It uses sound waves only and is safe for mother and baby.",
    preparation: [
      "Before 12 weeks, come with a full bladder (drink about 1 litre of water an hour before); later in pregnancy no preparation is needed.",
      pcpndt,
      "Bring earlier scan reports so growth can be compared.",
    ],
    duration: "20-30 minutes",
    prices: cityPrices(1500),
  },
  {
    id: 15,
    name: "Scrotal Ultrasound",
    pageLink: "/scortal-us",
    category: "ultrasound",
    description:
      "An ultrasound of the testes, epididymis and the surrounding sac. It is used for scrotal swelling, pain or a lump, and to find a hydrocele, varicocele or infection, including in the evaluation of male infertility.",
    preparation: [
      noFasting,
      "Wear loose clothing.",
      "Sudden, severe testicular pain is an emergency: go to a hospital emergency department instead of booking a scan.",
    ],
    duration: "15-20 minutes",
    prices: cityPrices(1400),
  },
  {
    id: 16,
    name: "Transvaginal Ultrasound (TVS)",
    pageLink: "/tvs",
    category: "ultrasound",
    description:
      "A slim, covered ultrasound probe placed in the vagina gives much clearer pictures of the uterus, its lining (endometrium) and the ovaries than a scan through the abdomen. It is used for abnormal bleeding, infertility and follicle monitoring, and early pregnancy.",
    preparation: [
      "Pass urine just before the scan: the bladder should be empty.",
      "No fasting is needed. Tell the sonologist if you are bleeding; the scan can usually still be done.",
      "A female attendant is present throughout. For women who have never been sexually active a scan through the abdomen is done instead.",
    ],
    duration: "15-20 minutes",
    prices: cityPrices(1500),
  },
  {
    id: 17,
    name: "Anomaly Scan",
    pageLink: "/aanomaly-scan",
    category: "ultrasound",
    description:
      "A detailed (level II) pregnancy scan done at 18-22 weeks that checks the baby's brain, face, spine, heart, abdomen, kidneys and limbs for structural problems. It also checks the placenta position, amniotic fluid and the baby's growth.",
    preparation: [
      "Book the scan between 18 and 22 weeks of pregnancy; no fasting or full bladder is needed.",
      pcpndt,
      "Bring your NT scan and earlier reports.",
    ],
    duration: "30-45 minutes",
    prices: cityPrices(2250),
  },
];
