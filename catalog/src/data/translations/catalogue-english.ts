/**
 * The catalogue texts a language translates by their English (schema.ts): every preparation step
 * and duration of a scan (data/imaging/) and every parameter group of a health package
 * (data/health-packages/). Listed once here so a language missing one, or naming one the
 * catalogue lacks, does not compile; catalogue-translations.test.ts holds these lists equal to the
 * catalogue's, so a step changed in the data fails there until it is translated again.
 */

/** A scan's preparation steps, as the catalogue writes them. */
export const scanSteps = [
  "No fasting or other preparation is needed.",
  "Remove chains, metal buttons, hooks and underwired garments from the chest; a gown is provided.",
  "Tell the technician if you are or may be pregnant.",
  "Remove spectacles, earrings, nose pins, hairpins and removable dentures.",
  "Remove chains, earrings and hairpins before the X-ray.",
  "Wear shorts or loose trousers that roll above the knee, and remove any knee brace.",
  "Remove belts, metal buttons, keys and coins from your pockets.",
  "Remove socks, toe rings and anklets.",
  "Remove bangles, watches, bracelets and rings.",
  "Drink 4-5 glasses (about 1 litre) of water an hour before the scan and do not pass urine until the scan is over: a full bladder is needed.",
  "No fasting is needed.",
  "Bring previous scan reports and your doctor's prescription.",
  "Fast for 6 hours before the scan; plain water is allowed. Food makes the gallbladder contract and fills the bowel with gas, which hides the organs.",
  "Take your regular medicines with a little water. People with diabetes should book an early-morning slot and bring something to eat after the scan.",
  "Leg, arm and neck (carotid) Doppler: no preparation; wear loose clothing.",
  "Abdominal or renal Doppler: fast for 6 hours before the scan; plain water is allowed.",
  "Bring your doctor's prescription naming the region to be scanned.",
  "Wear a two-piece outfit; you will undress from the waist up.",
  "Bring previous mammograms or breast scans for comparison.",
  "Book the scan between 11 weeks 0 days and 13 weeks 6 days of pregnancy.",
  "No fasting is needed; drinking 2 glasses of water an hour before can help.",
  "Carry a photo ID and your doctor's referral: the PCPNDT Act requires them for every pregnancy scan. The sex of the baby is never disclosed.",
  "Before 12 weeks, come with a full bladder (drink about 1 litre of water an hour before); later in pregnancy no preparation is needed.",
  "Bring earlier scan reports so growth can be compared.",
  "Wear loose clothing.",
  "Sudden, severe testicular pain is an emergency: go to a hospital emergency department instead of booking a scan.",
  "Pass urine just before the scan: the bladder should be empty.",
  "No fasting is needed. Tell the sonologist if you are bleeding; the scan can usually still be done.",
  "A female attendant is present throughout. For women who have never been sexually active a scan through the abdomen is done instead.",
  "Book the scan between 18 and 22 weeks of pregnancy; no fasting or full bladder is needed.",
  "Bring your NT scan and earlier reports.",
  "No fasting is needed for a plain scan.",
  "If your doctor has asked for contrast, fast for 6 hours before the scan and bring a serum creatinine report from the last 30 days.",
  "Remove jewellery, hairpins, removable dentures and other metal from the area being scanned.",
  "You will be asked to hold your breath for a few seconds during the scan.",
  "No fasting and no contrast injection are needed.",
  "Remove spectacles, earrings, nose pins and hairpins.",
  "Drink 2-3 glasses of water 30-45 minutes before the scan.",
  "Remove belts and other metal around the waist.",
  "Fast for 6 hours before the scan; sips of water are allowed until 2 hours before.",
  "You will drink an oral contrast solution slowly over 1-1.5 hours at the centre before the scan.",
  "Bring a serum creatinine report from the last 30 days: the contrast dye is cleared by the kidneys.",
  "Tell us if you have had a reaction to contrast dye, or have asthma, kidney disease or diabetes (especially if you take metformin), or may be pregnant.",
  "Avoid tea, coffee, cola and energy drinks for 12 hours: caffeine speeds the heart and blurs the images. A tablet to slow the heart may be given.",
  "Do not take sildenafil or tadalafil for 48 hours before the scan; continue your other heart medicines.",
  "Eat a low-fibre diet for 2 days before, and only clear liquids on the day before the scan.",
  "Take the bowel-cleansing medicine and the oral contrast drink exactly as instructed at booking.",
  "Stop iron tablets 5 days before the scan. Tell us if you have diabetes or take blood thinners.",
  "Tell us before booking if you have a pacemaker, defibrillator, cochlear implant, brain aneurysm clip, insulin pump, metal fragments in the eyes or any other implant: some are unsafe in the MRI magnet.",
  "Remove all metal (jewellery, hairpins, watch, belt, coins, keys) and leave phones and cards outside the scan room.",
  "The machine is noisy and narrow: earplugs are given. Tell us if you are claustrophobic or pregnant.",
  "If contrast is planned, bring a serum creatinine report from the last 30 days.",
  "Avoid tea, coffee and chocolate for 12 hours if your doctor has asked for a stress study.",
  "Fast for 4 hours and empty your bowels before the scan; a small enema may be advised. Avoid ejaculation for 3 days before.",
  "Fast for 6 hours (sips of water only) so the stomach is empty and the gallbladder is full.",
  "Fast for 4 hours to reduce bowel movement; come with a moderately full bladder.",
  "Do not apply oil or body lotion on the chest; wear a top that opens at the front.",
  "Small areas of chest hair may be trimmed so the electrodes stick.",
  "No fasting or special preparation is needed; continue your usual medicines.",
  "Bring previous ECG and echo reports for comparison.",
  "Have a light meal 2-3 hours before the test; avoid a heavy meal, tea, coffee and smoking for 3 hours before.",
  "Wear comfortable walking shoes and loose clothing.",
  "Ask your doctor whether to pause beta-blockers or other heart medicines; do not stop them on your own.",
  "If you have chest pain at rest, go to an emergency department instead of taking this test.",
  "Do not use deodorant, talcum powder or cream under the arms or on the breasts on the day: they show up as white spots.",
  "Book about a week after your period starts, when the breasts are least tender.",
  "Bring previous mammograms. Tell us if you are pregnant or breastfeeding, or have breast implants.",
] as const;
export type ScanStep = (typeof scanSteps)[number];

/**
 * How long a scan takes. A language writes each with `{0}`, `{1}` where its numbers go, in the
 * English order: a number or a range ("10-15") is written by Intl (scan-duration.ts).
 */
export const scanDurations = [
  "5-10 minutes",
  "10 minutes",
  "15-20 minutes",
  "30-45 minutes",
  "20-30 minutes",
  "10-15 minutes",
  "About 2 hours including the oral contrast; the scan itself takes 15 minutes",
  "45-60 minutes including preparation; the scan itself takes under 10 minutes",
  "45-60 minutes",
  "30 minutes",
  "45-60 minutes, of which about 10 minutes on the treadmill",
] as const;
export type ScanDuration = (typeof scanDurations)[number];

/** A health package's parameter groups, as its page lists them. */
export const packageGroups = [
  "Blood Counts",
  "Diabetes",
  "Heart & Lipids",
  "Kidney",
  "Thyroid",
  "Liver",
  "Urine",
  "Iron & Anaemia",
  "Vitamins",
  "Pancreas",
  "Vitamins & Minerals",
  "Bones & Joints",
  "Infection Screening",
  "Cardiac (at centre)",
  "Cancer Markers",
  "Cardiac & Imaging (at centre)",
  "Hormones",
  "Pregnancy Planning",
  "Women's Screening (at centre)",
  "Women's Screening & Imaging (at centre)",
  "Vitamins & Bones",
  "Prostate",
] as const;
export type PackageGroup = (typeof packageGroups)[number];
