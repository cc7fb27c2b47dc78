// ಕನ್ನಡ: a scan's preparation steps and durations (schema.ts, by their English in
// catalogue-english.ts). Written by the engineering team, not yet reviewed by a native speaker
// (docs/i18n-glossary.md#review).
import type { CatalogueTranslation } from "./schema.ts";

export const knScans: Pick<CatalogueTranslation, "scanSteps" | "scanDurations"> = {
  scanSteps: {
    "No fasting or other preparation is needed.": "ಉಪವಾಸ ಅಥವಾ ಬೇರೆ ಸಿದ್ಧತೆ ಬೇಕಿಲ್ಲ.",
    "Remove chains, metal buttons, hooks and underwired garments from the chest; a gown is provided.":
      "ಎದೆಯ ಮೇಲಿನ ಸರ, ಲೋಹದ ಗುಂಡಿಗಳು, ಕೊಕ್ಕೆಗಳು ಮತ್ತು ತಂತಿ ಇರುವ ಒಳಉಡುಪುಗಳನ್ನು ತೆಗೆಯಿರಿ; ಗೌನ್ ನೀಡಲಾಗುತ್ತದೆ.",
    "Tell the technician if you are or may be pregnant.":
      "ನೀವು ಗರ್ಭಿಣಿಯಾಗಿದ್ದರೆ ಅಥವಾ ಆಗಿರಬಹುದಾದರೆ ತಂತ್ರಜ್ಞರಿಗೆ ತಿಳಿಸಿ.",
    "Remove spectacles, earrings, nose pins, hairpins and removable dentures.":
      "ಕನ್ನಡಕ, ಕಿವಿಯೋಲೆ, ಮೂಗುತಿ, ಹೇರ್‌ಪಿನ್ ಮತ್ತು ತೆಗೆಯಬಹುದಾದ ಕೃತಕ ಹಲ್ಲುಗಳನ್ನು ತೆಗೆಯಿರಿ.",
    "Remove chains, earrings and hairpins before the X-ray.":
      "X-ray ಮೊದಲು ಸರ, ಕಿವಿಯೋಲೆ ಮತ್ತು ಹೇರ್‌ಪಿನ್‌ಗಳನ್ನು ತೆಗೆಯಿರಿ.",
    "Wear shorts or loose trousers that roll above the knee, and remove any knee brace.":
      "ಮೊಣಕಾಲಿನ ಮೇಲೆ ಮಡಚಬಹುದಾದ ಶಾರ್ಟ್ಸ್ ಅಥವಾ ಸಡಿಲ ಪ್ಯಾಂಟ್ ಧರಿಸಿ, ಮೊಣಕಾಲಿನ ಪಟ್ಟಿ ಇದ್ದರೆ ತೆಗೆಯಿರಿ.",
    "Remove belts, metal buttons, keys and coins from your pockets.":
      "ಬೆಲ್ಟ್, ಲೋಹದ ಗುಂಡಿಗಳು, ಜೇಬಿನಲ್ಲಿರುವ ಕೀಲಿಗಳು ಮತ್ತು ನಾಣ್ಯಗಳನ್ನು ತೆಗೆಯಿರಿ.",
    "Remove socks, toe rings and anklets.": "ಸಾಕ್ಸ್, ಕಾಲುಂಗುರ ಮತ್ತು ಕಾಲ್ಗೆಜ್ಜೆಗಳನ್ನು ತೆಗೆಯಿರಿ.",
    "Remove bangles, watches, bracelets and rings.": "ಬಳೆಗಳು, ವಾಚ್, ಬ್ರೇಸ್‌ಲೆಟ್ ಮತ್ತು ಉಂಗುರಗಳನ್ನು ತೆಗೆಯಿರಿ.",
    "Drink 4-5 glasses (about 1 litre) of water an hour before the scan and do not pass urine until the scan is over: a full bladder is needed.":
      "ಸ್ಕ್ಯಾನ್‌ಗೆ ಒಂದು ಗಂಟೆ ಮೊದಲು 4-5 ಲೋಟ (ಸುಮಾರು 1 ಲೀಟರ್) ನೀರು ಕುಡಿಯಿರಿ ಮತ್ತು ಸ್ಕ್ಯಾನ್ ಮುಗಿಯುವವರೆಗೆ ಮೂತ್ರ ವಿಸರ್ಜಿಸಬೇಡಿ: ಮೂತ್ರಕೋಶ ತುಂಬಿರಬೇಕು.",
    "No fasting is needed.": "ಉಪವಾಸ ಬೇಕಿಲ್ಲ.",
    "Bring previous scan reports and your doctor's prescription.":
      "ಹಿಂದಿನ ಸ್ಕ್ಯಾನ್ ರಿಪೋರ್ಟ್‌ಗಳು ಮತ್ತು ವೈದ್ಯರ ಪ್ರಿಸ್ಕ್ರಿಪ್ಷನ್ ತನ್ನಿ.",
    "Fast for 6 hours before the scan; plain water is allowed. Food makes the gallbladder contract and fills the bowel with gas, which hides the organs.":
      "ಸ್ಕ್ಯಾನ್‌ಗೆ 6 ಗಂಟೆ ಮೊದಲಿನಿಂದ ಉಪವಾಸವಿರಿ; ನೀರು ಮಾತ್ರ ಕುಡಿಯಬಹುದು. ಆಹಾರವು ಪಿತ್ತಕೋಶವನ್ನು ಕುಗ್ಗಿಸಿ ಕರುಳಿನಲ್ಲಿ ಗ್ಯಾಸ್ ತುಂಬಿಸುತ್ತದೆ, ಇದರಿಂದ ಅಂಗಗಳು ಮರೆಯಾಗುತ್ತವೆ.",
    "Take your regular medicines with a little water. People with diabetes should book an early-morning slot and bring something to eat after the scan.":
      "ನಿಮ್ಮ ನಿಯಮಿತ ಔಷಧಿಗಳನ್ನು ಸ್ವಲ್ಪ ನೀರಿನೊಂದಿಗೆ ತೆಗೆದುಕೊಳ್ಳಿ. ಮಧುಮೇಹ ಇರುವವರು ಬೆಳಗಿನ ಜಾವದ ಸಮಯ ಬುಕ್ ಮಾಡಿ, ಸ್ಕ್ಯಾನ್ ನಂತರ ತಿನ್ನಲು ಏನಾದರೂ ತನ್ನಿ.",
    "Leg, arm and neck (carotid) Doppler: no preparation; wear loose clothing.":
      "ಕಾಲು, ಕೈ ಮತ್ತು ಕುತ್ತಿಗೆ (ಕ್ಯಾರೋಟಿಡ್) ಡಾಪ್ಲರ್: ಸಿದ್ಧತೆ ಬೇಕಿಲ್ಲ; ಸಡಿಲ ಬಟ್ಟೆ ಧರಿಸಿ.",
    "Abdominal or renal Doppler: fast for 6 hours before the scan; plain water is allowed.":
      "ಹೊಟ್ಟೆ ಅಥವಾ ಮೂತ್ರಪಿಂಡದ ಡಾಪ್ಲರ್: ಸ್ಕ್ಯಾನ್‌ಗೆ 6 ಗಂಟೆ ಮೊದಲಿನಿಂದ ಉಪವಾಸವಿರಿ; ನೀರು ಮಾತ್ರ ಕುಡಿಯಬಹುದು.",
    "Bring your doctor's prescription naming the region to be scanned.":
      "ಸ್ಕ್ಯಾನ್ ಮಾಡಬೇಕಾದ ಭಾಗವನ್ನು ಹೆಸರಿಸುವ ವೈದ್ಯರ ಪ್ರಿಸ್ಕ್ರಿಪ್ಷನ್ ತನ್ನಿ.",
    "Wear a two-piece outfit; you will undress from the waist up.":
      "ಎರಡು ಭಾಗದ ಉಡುಪು ಧರಿಸಿ; ಸೊಂಟದ ಮೇಲಿನ ಬಟ್ಟೆ ತೆಗೆಯಬೇಕಾಗುತ್ತದೆ.",
    "Bring previous mammograms or breast scans for comparison.":
      "ಹೋಲಿಕೆಗಾಗಿ ಹಿಂದಿನ ಮ್ಯಾಮೋಗ್ರಾಮ್ ಅಥವಾ ಸ್ತನ ಸ್ಕ್ಯಾನ್‌ಗಳನ್ನು ತನ್ನಿ.",
    "Book the scan between 11 weeks 0 days and 13 weeks 6 days of pregnancy.":
      "ಗರ್ಭಧಾರಣೆಯ 11 ವಾರ 0 ದಿನದಿಂದ 13 ವಾರ 6 ದಿನದೊಳಗೆ ಸ್ಕ್ಯಾನ್ ಬುಕ್ ಮಾಡಿ.",
    "No fasting is needed; drinking 2 glasses of water an hour before can help.":
      "ಉಪವಾಸ ಬೇಕಿಲ್ಲ; ಒಂದು ಗಂಟೆ ಮೊದಲು 2 ಲೋಟ ನೀರು ಕುಡಿದರೆ ಸಹಾಯವಾಗುತ್ತದೆ.",
    "Carry a photo ID and your doctor's referral: the PCPNDT Act requires them for every pregnancy scan. The sex of the baby is never disclosed.":
      "ಭಾವಚಿತ್ರವಿರುವ ಗುರುತಿನ ಚೀಟಿ ಮತ್ತು ವೈದ್ಯರ ಶಿಫಾರಸು ಪತ್ರ ತನ್ನಿ: ಪ್ರತಿ ಗರ್ಭಧಾರಣೆ ಸ್ಕ್ಯಾನ್‌ಗೆ PCPNDT ಕಾಯ್ದೆ ಇವುಗಳನ್ನು ಕೇಳುತ್ತದೆ. ಮಗುವಿನ ಲಿಂಗವನ್ನು ಎಂದಿಗೂ ತಿಳಿಸಲಾಗುವುದಿಲ್ಲ.",
    "Before 12 weeks, come with a full bladder (drink about 1 litre of water an hour before); later in pregnancy no preparation is needed.":
      "12 ವಾರಗಳ ಮೊದಲು ತುಂಬಿದ ಮೂತ್ರಕೋಶದೊಂದಿಗೆ ಬನ್ನಿ (ಒಂದು ಗಂಟೆ ಮೊದಲು ಸುಮಾರು 1 ಲೀಟರ್ ನೀರು ಕುಡಿಯಿರಿ); ನಂತರದ ಗರ್ಭಾವಸ್ಥೆಯಲ್ಲಿ ಸಿದ್ಧತೆ ಬೇಕಿಲ್ಲ.",
    "Bring earlier scan reports so growth can be compared.":
      "ಬೆಳವಣಿಗೆಯನ್ನು ಹೋಲಿಸಲು ಹಿಂದಿನ ಸ್ಕ್ಯಾನ್ ರಿಪೋರ್ಟ್‌ಗಳನ್ನು ತನ್ನಿ.",
    "Wear loose clothing.": "ಸಡಿಲ ಬಟ್ಟೆ ಧರಿಸಿ.",
    "Sudden, severe testicular pain is an emergency: go to a hospital emergency department instead of booking a scan.":
      "ಹಠಾತ್, ತೀವ್ರ ವೃಷಣ ನೋವು ತುರ್ತು ಸ್ಥಿತಿ: ಸ್ಕ್ಯಾನ್ ಬುಕ್ ಮಾಡುವ ಬದಲು ಆಸ್ಪತ್ರೆಯ ತುರ್ತು ವಿಭಾಗಕ್ಕೆ ಹೋಗಿ.",
    "Pass urine just before the scan: the bladder should be empty.":
      "ಸ್ಕ್ಯಾನ್‌ಗೆ ಸ್ವಲ್ಪ ಮೊದಲು ಮೂತ್ರ ವಿಸರ್ಜಿಸಿ: ಮೂತ್ರಕೋಶ ಖಾಲಿಯಾಗಿರಬೇಕು.",
    "No fasting is needed. Tell the sonologist if you are bleeding; the scan can usually still be done.":
      "ಉಪವಾಸ ಬೇಕಿಲ್ಲ. ರಕ್ತಸ್ರಾವವಾಗುತ್ತಿದ್ದರೆ ಸೋನಾಲಜಿಸ್ಟ್‌ಗೆ ತಿಳಿಸಿ; ಸಾಮಾನ್ಯವಾಗಿ ಆಗಲೂ ಸ್ಕ್ಯಾನ್ ಮಾಡಬಹುದು.",
    "A female attendant is present throughout. For women who have never been sexually active a scan through the abdomen is done instead.":
      "ಪೂರ್ತಿ ಸಮಯ ಮಹಿಳಾ ಸಹಾಯಕಿ ಇರುತ್ತಾರೆ. ಎಂದಿಗೂ ಲೈಂಗಿಕ ಸಂಪರ್ಕ ಹೊಂದಿರದ ಮಹಿಳೆಯರಿಗೆ ಬದಲಾಗಿ ಹೊಟ್ಟೆಯ ಮೂಲಕ ಸ್ಕ್ಯಾನ್ ಮಾಡಲಾಗುತ್ತದೆ.",
    "Book the scan between 18 and 22 weeks of pregnancy; no fasting or full bladder is needed.":
      "ಗರ್ಭಧಾರಣೆಯ 18 ರಿಂದ 22 ವಾರಗಳ ನಡುವೆ ಸ್ಕ್ಯಾನ್ ಬುಕ್ ಮಾಡಿ; ಉಪವಾಸ ಅಥವಾ ತುಂಬಿದ ಮೂತ್ರಕೋಶ ಬೇಕಿಲ್ಲ.",
    "Bring your NT scan and earlier reports.": "ನಿಮ್ಮ NT ಸ್ಕ್ಯಾನ್ ಮತ್ತು ಹಿಂದಿನ ರಿಪೋರ್ಟ್‌ಗಳನ್ನು ತನ್ನಿ.",
    "No fasting is needed for a plain scan.": "ಕಾಂಟ್ರಾಸ್ಟ್ ಇಲ್ಲದ ಸ್ಕ್ಯಾನ್‌ಗೆ ಉಪವಾಸ ಬೇಕಿಲ್ಲ.",
    "If your doctor has asked for contrast, fast for 6 hours before the scan and bring a serum creatinine report from the last 30 days.":
      "ವೈದ್ಯರು ಕಾಂಟ್ರಾಸ್ಟ್ ಕೇಳಿದ್ದರೆ, ಸ್ಕ್ಯಾನ್‌ಗೆ 6 ಗಂಟೆ ಮೊದಲಿನಿಂದ ಉಪವಾಸವಿರಿ ಮತ್ತು ಕಳೆದ 30 ದಿನಗಳೊಳಗಿನ ಸೀರಮ್ ಕ್ರಿಯೇಟಿನಿನ್ ರಿಪೋರ್ಟ್ ತನ್ನಿ.",
    "Remove jewellery, hairpins, removable dentures and other metal from the area being scanned.":
      "ಸ್ಕ್ಯಾನ್ ಮಾಡುವ ಭಾಗದಿಂದ ಆಭರಣ, ಹೇರ್‌ಪಿನ್, ತೆಗೆಯಬಹುದಾದ ಕೃತಕ ಹಲ್ಲು ಮತ್ತು ಇತರ ಲೋಹಗಳನ್ನು ತೆಗೆಯಿರಿ.",
    "You will be asked to hold your breath for a few seconds during the scan.":
      "ಸ್ಕ್ಯಾನ್ ವೇಳೆ ಕೆಲವು ಸೆಕೆಂಡುಗಳ ಕಾಲ ಉಸಿರು ಹಿಡಿಯಲು ಹೇಳಲಾಗುತ್ತದೆ.",
    "No fasting and no contrast injection are needed.": "ಉಪವಾಸ ಮತ್ತು ಕಾಂಟ್ರಾಸ್ಟ್ ಇಂಜೆಕ್ಷನ್ ಬೇಕಿಲ್ಲ.",
    "Remove spectacles, earrings, nose pins and hairpins.":
      "ಕನ್ನಡಕ, ಕಿವಿಯೋಲೆ, ಮೂಗುತಿ ಮತ್ತು ಹೇರ್‌ಪಿನ್‌ಗಳನ್ನು ತೆಗೆಯಿರಿ.",
    "Drink 2-3 glasses of water 30-45 minutes before the scan.":
      "ಸ್ಕ್ಯಾನ್‌ಗೆ 30-45 ನಿಮಿಷ ಮೊದಲು 2-3 ಲೋಟ ನೀರು ಕುಡಿಯಿರಿ.",
    "Remove belts and other metal around the waist.": "ಸೊಂಟದ ಸುತ್ತಲಿನ ಬೆಲ್ಟ್ ಮತ್ತು ಇತರ ಲೋಹಗಳನ್ನು ತೆಗೆಯಿರಿ.",
    "Fast for 6 hours before the scan; sips of water are allowed until 2 hours before.":
      "ಸ್ಕ್ಯಾನ್‌ಗೆ 6 ಗಂಟೆ ಮೊದಲಿನಿಂದ ಉಪವಾಸವಿರಿ; 2 ಗಂಟೆ ಮೊದಲಿನವರೆಗೆ ಗುಟುಕು ನೀರು ಕುಡಿಯಬಹುದು.",
    "You will drink an oral contrast solution slowly over 1-1.5 hours at the centre before the scan.":
      "ಸ್ಕ್ಯಾನ್‌ಗೆ ಮೊದಲು ಕೇಂದ್ರದಲ್ಲಿ 1-1.5 ಗಂಟೆಗಳ ಕಾಲ ಬಾಯಿಯ ಮೂಲಕ ಕಾಂಟ್ರಾಸ್ಟ್ ದ್ರಾವಣವನ್ನು ನಿಧಾನವಾಗಿ ಕುಡಿಯುತ್ತೀರಿ.",
    "Bring a serum creatinine report from the last 30 days: the contrast dye is cleared by the kidneys.":
      "ಕಳೆದ 30 ದಿನಗಳೊಳಗಿನ ಸೀರಮ್ ಕ್ರಿಯೇಟಿನಿನ್ ರಿಪೋರ್ಟ್ ತನ್ನಿ: ಕಾಂಟ್ರಾಸ್ಟ್ ಬಣ್ಣವನ್ನು ಮೂತ್ರಪಿಂಡಗಳು ಹೊರಹಾಕುತ್ತವೆ.",
    "Tell us if you have had a reaction to contrast dye, or have asthma, kidney disease or diabetes (especially if you take metformin), or may be pregnant.":
      "ಹಿಂದೆ ಕಾಂಟ್ರಾಸ್ಟ್ ಬಣ್ಣದಿಂದ ಪ್ರತಿಕ್ರಿಯೆ ಆಗಿದ್ದರೆ, ಅಥವಾ ಅಸ್ತಮಾ, ಮೂತ್ರಪಿಂಡದ ಕಾಯಿಲೆ ಅಥವಾ ಮಧುಮೇಹ (ವಿಶೇಷವಾಗಿ ಮೆಟ್‌ಫಾರ್ಮಿನ್ ತೆಗೆದುಕೊಳ್ಳುತ್ತಿದ್ದರೆ) ಇದ್ದರೆ, ಅಥವಾ ಗರ್ಭಿಣಿಯಾಗಿರಬಹುದಾದರೆ ನಮಗೆ ತಿಳಿಸಿ.",
    "Avoid tea, coffee, cola and energy drinks for 12 hours: caffeine speeds the heart and blurs the images. A tablet to slow the heart may be given.":
      "12 ಗಂಟೆಗಳ ಕಾಲ ಚಹಾ, ಕಾಫಿ, ಕೋಲಾ ಮತ್ತು ಎನರ್ಜಿ ಡ್ರಿಂಕ್‌ಗಳನ್ನು ತಪ್ಪಿಸಿ: ಕೆಫೀನ್ ಹೃದಯ ಬಡಿತ ಹೆಚ್ಚಿಸಿ ಚಿತ್ರಗಳನ್ನು ಮಸುಕಾಗಿಸುತ್ತದೆ. ಹೃದಯ ಬಡಿತ ತಗ್ಗಿಸಲು ಮಾತ್ರೆ ನೀಡಬಹುದು.",
    "Do not take sildenafil or tadalafil for 48 hours before the scan; continue your other heart medicines.":
      "ಸ್ಕ್ಯಾನ್‌ಗೆ 48 ಗಂಟೆ ಮೊದಲಿನಿಂದ ಸಿಲ್ಡೆನಾಫಿಲ್ ಅಥವಾ ಟಡಾಲಾಫಿಲ್ ತೆಗೆದುಕೊಳ್ಳಬೇಡಿ; ಇತರ ಹೃದಯ ಔಷಧಿಗಳನ್ನು ಮುಂದುವರಿಸಿ.",
    "Eat a low-fibre diet for 2 days before, and only clear liquids on the day before the scan.":
      "ಸ್ಕ್ಯಾನ್‌ಗೆ 2 ದಿನ ಮೊದಲಿನಿಂದ ಕಡಿಮೆ ನಾರಿನ ಆಹಾರ ಸೇವಿಸಿ, ಹಿಂದಿನ ದಿನ ತಿಳಿ ದ್ರವಗಳನ್ನು ಮಾತ್ರ ಕುಡಿಯಿರಿ.",
    "Take the bowel-cleansing medicine and the oral contrast drink exactly as instructed at booking.":
      "ಕರುಳು ಶುದ್ಧಿಗೊಳಿಸುವ ಔಷಧಿ ಮತ್ತು ಬಾಯಿಯ ಮೂಲಕ ಕುಡಿಯುವ ಕಾಂಟ್ರಾಸ್ಟ್ ಪಾನೀಯವನ್ನು ಬುಕಿಂಗ್ ವೇಳೆ ಹೇಳಿದಂತೆಯೇ ತೆಗೆದುಕೊಳ್ಳಿ.",
    "Stop iron tablets 5 days before the scan. Tell us if you have diabetes or take blood thinners.":
      "ಸ್ಕ್ಯಾನ್‌ಗೆ 5 ದಿನ ಮೊದಲು ಕಬ್ಬಿಣದ ಮಾತ್ರೆಗಳನ್ನು ನಿಲ್ಲಿಸಿ. ಮಧುಮೇಹ ಇದ್ದರೆ ಅಥವಾ ರಕ್ತ ತೆಳುಗೊಳಿಸುವ ಔಷಧಿ ತೆಗೆದುಕೊಳ್ಳುತ್ತಿದ್ದರೆ ನಮಗೆ ತಿಳಿಸಿ.",
    "Tell us before booking if you have a pacemaker, defibrillator, cochlear implant, brain aneurysm clip, insulin pump, metal fragments in the eyes or any other implant: some are unsafe in the MRI magnet.":
      "ಪೇಸ್‌ಮೇಕರ್, ಡಿಫಿಬ್ರಿಲೇಟರ್, ಕಾಕ್ಲಿಯರ್ ಇಂಪ್ಲಾಂಟ್, ಮಿದುಳಿನ ಅನ್ಯೂರಿಸಮ್ ಕ್ಲಿಪ್, ಇನ್ಸುಲಿನ್ ಪಂಪ್, ಕಣ್ಣಿನಲ್ಲಿ ಲೋಹದ ಚೂರುಗಳು ಅಥವಾ ಬೇರೆ ಯಾವುದೇ ಇಂಪ್ಲಾಂಟ್ ಇದ್ದರೆ ಬುಕ್ ಮಾಡುವ ಮೊದಲು ನಮಗೆ ತಿಳಿಸಿ: ಕೆಲವು MRI ಆಯಸ್ಕಾಂತದಲ್ಲಿ ಸುರಕ್ಷಿತವಲ್ಲ.",
    "Remove all metal (jewellery, hairpins, watch, belt, coins, keys) and leave phones and cards outside the scan room.":
      "ಎಲ್ಲಾ ಲೋಹಗಳನ್ನು (ಆಭರಣ, ಹೇರ್‌ಪಿನ್, ವಾಚ್, ಬೆಲ್ಟ್, ನಾಣ್ಯ, ಕೀಲಿ) ತೆಗೆಯಿರಿ; ಫೋನ್ ಮತ್ತು ಕಾರ್ಡ್‌ಗಳನ್ನು ಸ್ಕ್ಯಾನ್ ಕೊಠಡಿಯ ಹೊರಗೆ ಇಡಿ.",
    "The machine is noisy and narrow: earplugs are given. Tell us if you are claustrophobic or pregnant.":
      "ಯಂತ್ರ ಗದ್ದಲದ್ದು ಮತ್ತು ಕಿರಿದಾದದ್ದು: ಇಯರ್‌ಪ್ಲಗ್ ನೀಡಲಾಗುತ್ತದೆ. ಮುಚ್ಚಿದ ಜಾಗದ ಭಯ ಇದ್ದರೆ ಅಥವಾ ಗರ್ಭಿಣಿಯಾಗಿದ್ದರೆ ನಮಗೆ ತಿಳಿಸಿ.",
    "If contrast is planned, bring a serum creatinine report from the last 30 days.":
      "ಕಾಂಟ್ರಾಸ್ಟ್ ಯೋಜಿಸಿದ್ದರೆ, ಕಳೆದ 30 ದಿನಗಳೊಳಗಿನ ಸೀರಮ್ ಕ್ರಿಯೇಟಿನಿನ್ ರಿಪೋರ್ಟ್ ತನ್ನಿ.",
    "Avoid tea, coffee and chocolate for 12 hours if your doctor has asked for a stress study.":
      "ವೈದ್ಯರು ಸ್ಟ್ರೆಸ್ ಅಧ್ಯಯನ ಕೇಳಿದ್ದರೆ 12 ಗಂಟೆಗಳ ಕಾಲ ಚಹಾ, ಕಾಫಿ ಮತ್ತು ಚಾಕೊಲೇಟ್ ತಪ್ಪಿಸಿ.",
    "Fast for 4 hours and empty your bowels before the scan; a small enema may be advised. Avoid ejaculation for 3 days before.":
      "ಸ್ಕ್ಯಾನ್‌ಗೆ ಮೊದಲು 4 ಗಂಟೆ ಉಪವಾಸವಿರಿ ಮತ್ತು ಮಲ ವಿಸರ್ಜಿಸಿ ಬನ್ನಿ; ಸಣ್ಣ ಎನಿಮಾ ಸೂಚಿಸಬಹುದು. 3 ದಿನ ಮೊದಲಿನಿಂದ ವೀರ್ಯಸ್ಖಲನ ತಪ್ಪಿಸಿ.",
    "Fast for 6 hours (sips of water only) so the stomach is empty and the gallbladder is full.":
      "ಹೊಟ್ಟೆ ಖಾಲಿಯಾಗಿ ಮತ್ತು ಪಿತ್ತಕೋಶ ತುಂಬಿರಲು 6 ಗಂಟೆ ಉಪವಾಸವಿರಿ (ಗುಟುಕು ನೀರು ಮಾತ್ರ).",
    "Fast for 4 hours to reduce bowel movement; come with a moderately full bladder.":
      "ಕರುಳಿನ ಚಲನೆ ಕಡಿಮೆ ಮಾಡಲು 4 ಗಂಟೆ ಉಪವಾಸವಿರಿ; ಮಧ್ಯಮವಾಗಿ ತುಂಬಿದ ಮೂತ್ರಕೋಶದೊಂದಿಗೆ ಬನ್ನಿ.",
    "Do not apply oil or body lotion on the chest; wear a top that opens at the front.":
      "ಎದೆಗೆ ಎಣ್ಣೆ ಅಥವಾ ಲೋಷನ್ ಹಚ್ಚಬೇಡಿ; ಮುಂಭಾಗದಲ್ಲಿ ತೆರೆಯುವ ಮೇಲುಡುಪು ಧರಿಸಿ.",
    "Small areas of chest hair may be trimmed so the electrodes stick.":
      "ಎಲೆಕ್ಟ್ರೋಡ್‌ಗಳು ಅಂಟಿಕೊಳ್ಳಲು ಎದೆಯ ಕೂದಲನ್ನು ಸ್ವಲ್ಪ ಕತ್ತರಿಸಬಹುದು.",
    "No fasting or special preparation is needed; continue your usual medicines.":
      "ಉಪವಾಸ ಅಥವಾ ವಿಶೇಷ ಸಿದ್ಧತೆ ಬೇಕಿಲ್ಲ; ನಿಮ್ಮ ಸಾಮಾನ್ಯ ಔಷಧಿಗಳನ್ನು ಮುಂದುವರಿಸಿ.",
    "Bring previous ECG and echo reports for comparison.":
      "ಹೋಲಿಕೆಗಾಗಿ ಹಿಂದಿನ ECG ಮತ್ತು Echo ರಿಪೋರ್ಟ್‌ಗಳನ್ನು ತನ್ನಿ.",
    "Have a light meal 2-3 hours before the test; avoid a heavy meal, tea, coffee and smoking for 3 hours before.":
      "ಪರೀಕ್ಷೆಗೆ 2-3 ಗಂಟೆ ಮೊದಲು ಲಘು ಊಟ ಮಾಡಿ; 3 ಗಂಟೆ ಮೊದಲಿನಿಂದ ಭಾರೀ ಊಟ, ಚಹಾ, ಕಾಫಿ ಮತ್ತು ಧೂಮಪಾನ ತಪ್ಪಿಸಿ.",
    "Wear comfortable walking shoes and loose clothing.": "ನಡೆಯಲು ಆರಾಮದಾಯಕ ಶೂ ಮತ್ತು ಸಡಿಲ ಬಟ್ಟೆ ಧರಿಸಿ.",
    "Ask your doctor whether to pause beta-blockers or other heart medicines; do not stop them on your own.":
      "ಬೀಟಾ-ಬ್ಲಾಕರ್ ಅಥವಾ ಇತರ ಹೃದಯ ಔಷಧಿಗಳನ್ನು ನಿಲ್ಲಿಸಬೇಕೇ ಎಂದು ವೈದ್ಯರನ್ನು ಕೇಳಿ; ನೀವಾಗಿ ನಿಲ್ಲಿಸಬೇಡಿ.",
    "If you have chest pain at rest, go to an emergency department instead of taking this test.":
      "ವಿಶ್ರಾಂತಿಯಲ್ಲಿದ್ದಾಗಲೇ ಎದೆನೋವು ಇದ್ದರೆ, ಈ ಪರೀಕ್ಷೆಯ ಬದಲು ತುರ್ತು ವಿಭಾಗಕ್ಕೆ ಹೋಗಿ.",
    "Do not use deodorant, talcum powder or cream under the arms or on the breasts on the day: they show up as white spots.":
      "ಆ ದಿನ ಕಂಕುಳಲ್ಲಿ ಅಥವಾ ಸ್ತನಗಳ ಮೇಲೆ ಡಿಯೋಡರೆಂಟ್, ಪೌಡರ್ ಅಥವಾ ಕ್ರೀಮ್ ಬಳಸಬೇಡಿ: ಅವು ಬಿಳಿ ಚುಕ್ಕೆಗಳಾಗಿ ಕಾಣುತ್ತವೆ.",
    "Book about a week after your period starts, when the breasts are least tender.":
      "ಮುಟ್ಟು ಆರಂಭವಾದ ಸುಮಾರು ಒಂದು ವಾರದ ನಂತರ, ಸ್ತನಗಳು ಕಡಿಮೆ ನೋವಿರುವಾಗ ಬುಕ್ ಮಾಡಿ.",
    "Bring previous mammograms. Tell us if you are pregnant or breastfeeding, or have breast implants.":
      "ಹಿಂದಿನ ಮ್ಯಾಮೋಗ್ರಾಮ್‌ಗಳನ್ನು ತನ್ನಿ. ಗರ್ಭಿಣಿಯಾಗಿದ್ದರೆ, ಎದೆಹಾಲು ಉಣಿಸುತ್ತಿದ್ದರೆ ಅಥವಾ ಸ್ತನ ಇಂಪ್ಲಾಂಟ್ ಇದ್ದರೆ ನಮಗೆ ತಿಳಿಸಿ.",
  },
  scanDurations: {
    "5-10 minutes": "{0} ನಿಮಿಷ",
    "10 minutes": "{0} ನಿಮಿಷ",
    "15-20 minutes": "{0} ನಿಮಿಷ",
    "30-45 minutes": "{0} ನಿಮಿಷ",
    "20-30 minutes": "{0} ನಿಮಿಷ",
    "10-15 minutes": "{0} ನಿಮಿಷ",
    "About 2 hours including the oral contrast; the scan itself takes 15 minutes":
      "ಬಾಯಿಯ ಕಾಂಟ್ರಾಸ್ಟ್ ಸೇರಿ ಸುಮಾರು {0} ಗಂಟೆ; ಸ್ಕ್ಯಾನ್ ಮಾತ್ರ {1} ನಿಮಿಷ",
    "45-60 minutes including preparation; the scan itself takes under 10 minutes":
      "ಸಿದ್ಧತೆ ಸೇರಿ {0} ನಿಮಿಷ; ಸ್ಕ್ಯಾನ್ ಮಾತ್ರ {1} ನಿಮಿಷಕ್ಕಿಂತ ಕಡಿಮೆ",
    "45-60 minutes": "{0} ನಿಮಿಷ",
    "30 minutes": "{0} ನಿಮಿಷ",
    "45-60 minutes, of which about 10 minutes on the treadmill":
      "{0} ನಿಮಿಷ, ಅದರಲ್ಲಿ ಟ್ರೆಡ್‌ಮಿಲ್ ಮೇಲೆ ಸುಮಾರು {1} ನಿಮಿಷ",
  },
};
