import type { ImagingItem } from "../../schemas/imaging-item.ts";
import { cityPrices } from "./city-prices.ts";

/** The MRI magnet is always on: implants and loose metal are a safety issue, not just image quality. */
const implantWarning =
  "Tell us before booking if you have a pacemaker, defibrillator, cochlear implant, brain aneurysm clip, insulin pump, metal fragments in the eyes or any other implant: some are unsafe in the MRI magnet.";
const removeMetal =
  "Remove all metal (jewellery, hairpins, watch, belt, coins, keys) and leave phones and cards outside the scan room.";
const comfort =
  "The machine is noisy and narrow: earplugs are given. Tell us if you are claustrophobic or pregnant.";
const creatinine = "If contrast is planned, bring a serum creatinine report from the last 30 days.";
const mriSafety = [implantWarning, removeMetal, comfort];

/** docs/product.md#imaging, MRI ids 26-35. */
export const mriItems: ImagingItem[] = [
  {
    id: 26,
    name: "MRI Brain",
    pageLink: "/brain-mri",
    category: "mri",
    description:
      "An MRI of the brain uses a strong magnet and radio waves, not X-rays, to make detailed images of the brain, its blood vessels and the nerves to the eyes and ears. It is used for headaches, seizures, stroke, dizziness, memory problems, multiple sclerosis and tumours.",
    preparation: [...mriSafety, creatinine],
    duration: "20-30 minutes",
    prices: cityPrices(6500),
  },
  {
    id: 27,
    name: "Cardiac MRI",
    pageLink: "/cardiac-mri",
    category: "mri",
    description:
      "A cardiac MRI measures how well the heart muscle and valves work and shows scarring after a heart attack, inflammation (myocarditis) and diseases of the heart muscle (cardiomyopathy). ECG leads are placed on the chest and you hold your breath many times during the scan; contrast is usually given.",
    preparation: [
      ...mriSafety,
      creatinine,
      "Avoid tea, coffee and chocolate for 12 hours if your doctor has asked for a stress study.",
    ],
    duration: "45-60 minutes",
    prices: cityPrices(12500, ["tirunelveli", "mysore"]),
  },
  {
    id: 28,
    name: "MRI Prostate (Multiparametric)",
    pageLink: "/prostate-mri",
    category: "mri",
    description:
      "A multiparametric MRI of the prostate finds and grades areas likely to be clinically significant cancer (PI-RADS score) in men with a raised PSA or an abnormal examination. It helps decide whether a biopsy is needed and guides it to the right spot.",
    preparation: [
      ...mriSafety,
      "Fast for 4 hours and empty your bowels before the scan; a small enema may be advised. Avoid ejaculation for 3 days before.",
      creatinine,
    ],
    duration: "30-45 minutes",
    prices: cityPrices(10000, ["tirunelveli"]),
  },
  {
    id: 29,
    name: "MRCP",
    pageLink: "/mrcp-mri",
    category: "mri",
    description:
      "Magnetic resonance cholangiopancreatography (MRCP) is an MRI of the bile ducts, gallbladder and pancreatic duct, done without any injection. It finds stones in the bile duct, narrowing and blockages, and is used to find the cause of jaundice or pancreatitis.",
    preparation: [
      "Fast for 6 hours (sips of water only) so the stomach is empty and the gallbladder is full.",
      ...mriSafety,
    ],
    duration: "30 minutes",
    prices: cityPrices(7000),
  },
  {
    id: 30,
    name: "MR Angiography",
    pageLink: "/angiography-mri",
    category: "mri",
    description:
      "MR angiography images the blood vessels of the brain, neck or limbs, often without any dye for the brain. It shows aneurysms, narrowed or blocked arteries and abnormal vessel tangles (malformations).",
    preparation: [...mriSafety, creatinine],
    duration: "30-45 minutes",
    prices: cityPrices(9000, ["tirunelveli", "mysore"]),
  },
  {
    id: 31,
    name: "MRI Shoulder",
    pageLink: "/shoulder-mri",
    category: "mri",
    description:
      "An MRI of the shoulder joint shows the rotator cuff tendons, the cartilage rim (labrum), ligaments and bone. It is used for shoulder pain and stiffness, suspected tendon tears, frozen shoulder and repeated dislocation.",
    preparation: mriSafety,
    duration: "30 minutes",
    prices: cityPrices(7000),
  },
  {
    id: 32,
    name: "MRI Lumbar Spine",
    pageLink: "/lumbar-spine-mri",
    category: "mri",
    description:
      "An MRI of the lower back shows the discs, nerves, spinal canal and vertebrae. It is the test for a slipped disc, sciatica, nerve compression and narrowing of the spinal canal, especially when back pain travels down a leg.",
    preparation: mriSafety,
    duration: "20-30 minutes",
    prices: cityPrices(6500),
  },
  {
    id: 33,
    name: "MRI Whole Spine",
    pageLink: "/spine-mri",
    category: "mri",
    description:
      "An MRI of the cervical, dorsal and lumbar spine in one sitting. It is used when symptoms point to more than one level: disc problems at several levels, spinal cord compression, infection such as spinal tuberculosis, or spread of cancer to the spine.",
    preparation: [...mriSafety, creatinine],
    duration: "45-60 minutes",
    prices: cityPrices(11000),
  },
  {
    id: 34,
    name: "MRI Pelvis",
    pageLink: "/pelvis-mri",
    category: "mri",
    description:
      "An MRI of the pelvis shows the uterus and ovaries, the bladder, the rectum and the pelvic bones in detail. It is used to map fibroids, adenomyosis and endometriosis, to characterise ovarian masses and to stage cancers of the rectum, cervix and bladder.",
    preparation: [
      "Fast for 4 hours to reduce bowel movement; come with a moderately full bladder.",
      ...mriSafety,
      creatinine,
    ],
    duration: "30-45 minutes",
    prices: cityPrices(8000),
  },
  {
    id: 35,
    name: "MRI Knee",
    pageLink: "/knee-mri",
    category: "mri",
    description:
      "An MRI of the knee shows the ligaments (such as the ACL), the menisci, cartilage, tendons and bone. It is the test for sports injuries, a knee that locks or gives way, and persistent knee pain.",
    preparation: mriSafety,
    duration: "30 minutes",
    prices: cityPrices(6500),
  },
];
