import type { ImagingItem } from "../../schemas/imaging-item.ts";
import { cityPrices } from "./city-prices.ts";

/** docs/product.md#imaging: the direct links ECG (36), ECHO (37), TMT (38) and Mammogram (39). */
export const heartAndBreastItems: ImagingItem[] = [
  {
    id: 36,
    name: "ECG",
    pageLink: "/ecg",
    category: "ecg",
    description:
      "A 12-lead electrocardiogram records the heart's electrical activity through stickers placed on the chest, arms and legs. It shows the heart rate and rhythm and signs of a current or past heart attack, and is part of every cardiac check-up and pre-surgery work-up.",
    preparation: [
      "No fasting is needed.",
      "Do not apply oil or body lotion on the chest; wear a top that opens at the front.",
      "Small areas of chest hair may be trimmed so the electrodes stick.",
    ],
    duration: "10 minutes",
    prices: cityPrices(300),
  },
  {
    id: 37,
    name: "2D Echo (Echocardiogram)",
    pageLink: "/echo",
    category: "echo",
    description:
      "An echocardiogram is an ultrasound of the heart with colour Doppler. It shows the size of the heart chambers, how strongly the heart pumps (ejection fraction), how the valves open and close and whether there is a hole between chambers, with no radiation.",
    preparation: [
      "No fasting or special preparation is needed; continue your usual medicines.",
      "Bring previous ECG and echo reports for comparison.",
    ],
    duration: "20-30 minutes",
    prices: cityPrices(2000),
  },
  {
    id: 38,
    name: "TMT (Treadmill Test)",
    pageLink: "/tmt-radiology-scan",
    category: "tmt",
    description:
      "The treadmill test records your ECG and blood pressure while you walk on a treadmill whose speed and slope increase every few minutes. It shows whether the heart muscle gets enough blood during exertion (ischaemia) and measures exercise capacity; a doctor supervises the test throughout.",
    preparation: [
      "Have a light meal 2-3 hours before the test; avoid a heavy meal, tea, coffee and smoking for 3 hours before.",
      "Wear comfortable walking shoes and loose clothing.",
      "Ask your doctor whether to pause beta-blockers or other heart medicines; do not stop them on your own.",
      "If you have chest pain at rest, go to an emergency department instead of taking this test.",
    ],
    duration: "45-60 minutes, of which about 10 minutes on the treadmill",
    prices: cityPrices(2000),
  },
  {
    id: 39,
    name: "Mammogram",
    pageLink: "/mammogram",
    category: "mammogram",
    description:
      "A mammogram is a low-dose X-ray of both breasts that can find breast cancer and tiny calcium deposits years before a lump can be felt. It is advised every 1-2 years from age 40, or earlier with a family history; each breast is pressed for a few seconds, which can be uncomfortable.",
    preparation: [
      "Do not use deodorant, talcum powder or cream under the arms or on the breasts on the day: they show up as white spots.",
      "Book about a week after your period starts, when the breasts are least tender.",
      "Bring previous mammograms. Tell us if you are pregnant or breastfeeding, or have breast implants.",
    ],
    duration: "15-20 minutes",
    prices: cityPrices(2200),
  },
];
