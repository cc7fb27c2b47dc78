import type { TestEntry } from "../../schemas/test-entry.ts";
import { defineTest } from "../define-test.ts";

/** Tumour markers: used to monitor and follow up, never to diagnose on their own. */
export const cancerMarkersTests: TestEntry[] = [
  defineTest({
    slug: "psa-total",
    testName: "PSA, Total",
    alternateTestName: "Prostate Specific Antigen, Total",
    corpId: "10520",
    description:
      "PSA is a protein made by the prostate gland. Doctors use it, with an examination, to check for prostate problems in men over 50 or with urinary symptoms, and to follow up men treated for prostate cancer. PSA also rises with an enlarged prostate, infection, recent ejaculation or cycling, so a raised value needs a doctor's assessment and does not by itself mean cancer.",
    organs: ["cancer marker"],
    fasting: "none",
    gender: "male",
    prices: { chennai: 800, banglore: 860, andhraPradesh: 740, tirunelveli: 760, mysore: 820 },
    properties: ["PSA, Total"],
  }),
  defineTest({
    slug: "psa-free",
    testName: "PSA, Free",
    alternateTestName: "Free Prostate Specific Antigen (Free/Total PSA Ratio)",
    corpId: "10521",
    description:
      "Free PSA is the part of prostate specific antigen that circulates unbound in the blood. When total PSA is mildly raised (about 4 to 10 ng/mL), the percentage of free PSA helps the doctor judge whether the rise is more likely due to benign enlargement or needs further tests such as a biopsy.",
    organs: ["cancer marker"],
    fasting: "none",
    gender: "male",
    prices: { chennai: 1000, banglore: 1080, andhraPradesh: 930, tirunelveli: 950, mysore: 1030 },
    properties: ["PSA, Free", "PSA, Total", "Free/Total PSA Ratio"],
  }),
  defineTest({
    slug: "ca-125",
    testName: "CA-125",
    alternateTestName: "Cancer Antigen 125 (Ovarian Cancer Marker)",
    corpId: "10522",
    description:
      "CA-125 is a protein found at higher levels in the blood of many women with ovarian cancer. It is mainly used to monitor treatment and check for recurrence, and sometimes, with an ultrasound, to assess an ovarian mass. It also rises with endometriosis, fibroids, pelvic infection, periods and pregnancy, so it is not a screening test on its own.",
    organs: ["cancer marker", "female reproductive"],
    fasting: "none",
    gender: "female",
    prices: { chennai: 1000, banglore: 1080, andhraPradesh: 930, tirunelveli: 950, mysore: 1030 },
    properties: ["CA-125"],
  }),
  defineTest({
    slug: "cea-test",
    testName: "CEA",
    alternateTestName: "Carcinoembryonic Antigen",
    corpId: "10523",
    description:
      "Carcinoembryonic antigen is a protein that can be raised in bowel cancer and some other cancers, such as those of the stomach, pancreas, lung and breast. Its main use is to monitor treatment and detect recurrence of bowel cancer over time. Smoking and inflammatory conditions can also raise CEA, so it is not used to screen healthy people.",
    organs: ["cancer marker", "digestive system"],
    fasting: "none",
    gender: "all",
    prices: { chennai: 800, banglore: 860, andhraPradesh: 740, tirunelveli: 760, mysore: 820 },
    properties: ["Carcinoembryonic Antigen (CEA)"],
  }),
  defineTest({
    slug: "alpha-fetoprotein",
    testName: "Alpha-Fetoprotein (AFP)",
    alternateTestName: "AFP Tumour Marker",
    corpId: "10524",
    description:
      "Alpha-fetoprotein is normally made by an unborn baby's liver; in adults, high levels can point to liver cancer or to certain testicular and ovarian germ cell tumours. Doctors use it to watch people with chronic hepatitis B or C or cirrhosis, and to follow cancer treatment. Hepatitis and pregnancy can also raise it.",
    organs: ["cancer marker", "liver"],
    fasting: "none",
    gender: "all",
    prices: { chennai: 900, banglore: 970, andhraPradesh: 840, tirunelveli: 860, mysore: 930 },
    properties: ["Alpha-Fetoprotein (AFP)"],
  }),
  defineTest({
    slug: "ca-19-9",
    testName: "CA 19-9",
    alternateTestName: "Carbohydrate Antigen 19-9",
    corpId: "10525",
    description:
      "CA 19-9 is a tumour marker most often raised in cancer of the pancreas, and also in bile duct, gallbladder and stomach cancers. It is used to monitor treatment and follow-up rather than for screening. A blocked bile duct, pancreatitis and other non-cancer conditions can also raise it.",
    organs: ["cancer marker", "digestive system"],
    fasting: "none",
    gender: "all",
    prices: { chennai: 1100, banglore: 1190, andhraPradesh: 1020, tirunelveli: 1050, mysore: 1130 },
    properties: ["CA 19-9"],
  }),
  defineTest({
    slug: "ca-15-3",
    testName: "CA 15-3",
    alternateTestName: "Cancer Antigen 15-3 (Breast Cancer Marker)",
    corpId: "10526",
    description:
      "CA 15-3 is a protein released by some breast cancer cells. It is used to monitor treatment of advanced breast cancer and to look for recurrence after treatment, not to screen for or diagnose breast cancer. Liver disease and some benign breast conditions can also raise the level.",
    organs: ["cancer marker", "female reproductive"],
    fasting: "none",
    gender: "female",
    prices: { chennai: 1200, banglore: 1300, andhraPradesh: 1120, tirunelveli: "NA", mysore: "NA" },
    properties: ["CA 15-3"],
  }),
];
