import type { ImagingItem } from "../../schemas/imaging-item.ts";
import { cityPrices } from "./city-prices.ts";

const pregnancy = "Tell the technician if you are or may be pregnant.";
const noFasting = "No fasting or other preparation is needed.";

/** docs/product.md#imaging, X-ray ids 1-7. */
export const xRayItems: ImagingItem[] = [
  {
    id: 1,
    name: "X-Ray Chest PA View",
    pageLink: "/x-ray-chest",
    category: "xray",
    description:
      "A chest X-ray takes one image of the lungs, heart, ribs and diaphragm, with the beam passing from back to front (PA view) at a very small radiation dose. Doctors use it to look for pneumonia, tuberculosis, fluid around the lungs and an enlarged heart, and for pre-employment and pre-surgery check-ups.",
    preparation: [
      noFasting,
      "Remove chains, metal buttons, hooks and underwired garments from the chest; a gown is provided.",
      pregnancy,
    ],
    duration: "5-10 minutes",
    prices: cityPrices(350),
  },
  {
    id: 2,
    name: "X-Ray PNS (Waters View)",
    pageLink: "/x-ray-pns",
    category: "xray",
    description:
      "An X-ray of the paranasal sinuses, the air spaces around the nose, cheeks and forehead, taken with the head tilted back (Waters view). It shows fluid, thickened lining or blockage in the sinuses and helps confirm sinusitis in people with facial pain, nasal block or a long-standing cold.",
    preparation: [
      noFasting,
      "Remove spectacles, earrings, nose pins, hairpins and removable dentures.",
      pregnancy,
    ],
    duration: "5-10 minutes",
    prices: cityPrices(350),
  },
  {
    id: 3,
    name: "X-Ray Cervical Spine AP & Lateral",
    pageLink: "/x-ray-cervical-spine",
    category: "xray",
    description:
      "Two X-ray views of the neck bones (cervical spine), from the front and from the side. They show the alignment of the spine, wear-and-tear changes (cervical spondylosis), narrowed disc spaces, bony spurs and injuries, and are usually the first test for neck pain or pain travelling to the arms.",
    preparation: [noFasting, "Remove chains, earrings and hairpins before the X-ray.", pregnancy],
    duration: "10 minutes",
    prices: cityPrices(500),
  },
  {
    id: 4,
    name: "X-Ray Knee AP View",
    pageLink: "/x-ray-knee-ap",
    category: "xray",
    description:
      "A front-to-back X-ray of the knee joint. It shows fractures, the joint space between the thigh and shin bones, and the bony changes of osteoarthritis; the image may be taken standing so the joint carries your weight and narrowing is easier to see.",
    preparation: [
      noFasting,
      "Wear shorts or loose trousers that roll above the knee, and remove any knee brace.",
      pregnancy,
    ],
    duration: "5-10 minutes",
    prices: cityPrices(400),
  },
  {
    id: 5,
    name: "X-Ray Lumbar Spine AP View",
    pageLink: "/x-ray-lumbar-spine-ap",
    category: "xray",
    description:
      "A front-to-back X-ray of the lower back (lumbar spine). It shows the alignment of the vertebrae, curvature such as scoliosis, fractures, bone thinning and age-related wear (spondylosis), and is often the first test for lower back pain.",
    preparation: [
      noFasting,
      "Remove belts, metal buttons, keys and coins from your pockets.",
      pregnancy,
    ],
    duration: "5-10 minutes",
    prices: cityPrices(450),
  },
  {
    id: 6,
    name: "X-Ray Foot AP View",
    pageLink: "/x-ray-foot-ap",
    category: "xray",
    description:
      "A top-to-bottom X-ray of the foot showing the toe, mid-foot and ankle-side bones. It is used after an injury to look for fractures, and to assess arthritis, bunions, deformities and foreign bodies embedded in the foot such as glass or needles.",
    preparation: [noFasting, "Remove socks, toe rings and anklets.", pregnancy],
    duration: "5-10 minutes",
    prices: cityPrices(350),
  },
  {
    id: 7,
    name: "X-Ray Wrist AP View",
    pageLink: "/x-ray-wrist-ap",
    category: "xray",
    description:
      "A front-to-back X-ray of the wrist showing the ends of the forearm bones and the small carpal bones. It is the first test after a fall on an outstretched hand to look for fractures, and it also shows arthritis and, in children, bone age.",
    preparation: [noFasting, "Remove bangles, watches, bracelets and rings.", pregnancy],
    duration: "5-10 minutes",
    prices: cityPrices(350),
  },
];
