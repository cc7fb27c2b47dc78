import type { TestEntry } from "../../schemas/test-entry.ts";
import { defineTest } from "../define-test.ts";

/** Clotting tests and autoimmune and allergy markers. */
export const coagulationImmunologyTests: TestEntry[] = [
  defineTest({
    slug: "pt-inr",
    testName: "Prothrombin Time (PT/INR)",
    alternateTestName: "PT with International Normalised Ratio",
    corpId: "10548",
    description:
      "Prothrombin time measures how long your blood takes to clot, and the INR expresses it in a standard way that can be compared between labs. It is used to adjust the dose of blood thinners such as warfarin or acenocoumarol, to check clotting before surgery and to assess the liver, which makes the clotting factors.",
    organs: ["blood", "liver"],
    fasting: "none",
    gender: "all",
    prices: { chennai: 400, banglore: 430, andhraPradesh: 370, tirunelveli: 380, mysore: 410 },
    properties: ["Prothrombin Time (Patient)", "Prothrombin Time (Control)", "INR"],
  }),
  defineTest({
    slug: "aptt",
    testName: "APTT",
    alternateTestName: "Activated Partial Thromboplastin Time",
    corpId: "10549",
    description:
      "APTT measures how long blood takes to clot through a different set of clotting factors from those the PT tests. Doctors order it to investigate unexplained bleeding or bruising, such as in haemophilia, to check clotting before surgery and to monitor treatment with heparin.",
    organs: ["blood"],
    fasting: "none",
    gender: "all",
    prices: { chennai: 500, banglore: 540, andhraPradesh: 470, tirunelveli: 480, mysore: 520 },
    properties: ["APTT (Patient)", "APTT (Control)"],
  }),
  defineTest({
    slug: "d-dimer",
    testName: "D-Dimer",
    alternateTestName: "Fibrin Degradation Product (D-Dimer), Quantitative",
    corpId: "10550",
    description:
      "D-dimer is a fragment released when a blood clot breaks down. A normal result helps doctors rule out a clot in the leg veins (DVT) or lungs (pulmonary embolism) in people at low risk. D-dimer also rises after surgery, in pregnancy, with infection and with age, so a raised value needs further tests such as a scan.",
    organs: ["blood", "lungs"],
    fasting: "none",
    gender: "all",
    prices: { chennai: 1200, banglore: 1300, andhraPradesh: 1120, tirunelveli: 1140, mysore: 1240 },
    properties: ["D-Dimer (Quantitative)"],
  }),
  defineTest({
    slug: "ra-factor",
    testName: "RA Factor",
    alternateTestName: "Rheumatoid Factor (RF), Quantitative",
    corpId: "10551",
    description:
      "Rheumatoid factor is an antibody found in many people with rheumatoid arthritis. Doctors order it for joint pain, swelling and morning stiffness, usually together with anti-CCP. It can also be positive in other conditions and in some healthy older people, so it is interpreted with your symptoms.",
    organs: ["joints", "immune system"],
    fasting: "none",
    gender: "all",
    prices: { chennai: 400, banglore: 430, andhraPradesh: 370, tirunelveli: 380, mysore: 410 },
    properties: ["Rheumatoid Factor (RF)"],
  }),
  defineTest({
    slug: "anti-ccp",
    testName: "Anti-CCP Antibodies",
    alternateTestName: "Anti-Cyclic Citrullinated Peptide Antibody",
    corpId: "10552",
    description:
      "Anti-CCP antibodies are highly specific for rheumatoid arthritis and can appear years before symptoms. Doctors order the test with RA factor to diagnose rheumatoid arthritis early, especially when RA factor is negative, and a positive result is linked to a higher chance of joint damage.",
    organs: ["joints", "immune system"],
    fasting: "none",
    gender: "all",
    prices: { chennai: 1400, banglore: 1510, andhraPradesh: 1300, tirunelveli: "NA", mysore: 1440 },
    properties: ["Anti-CCP Antibodies"],
  }),
  defineTest({
    slug: "ana-ifa",
    testName: "ANA by IFA",
    alternateTestName: "Antinuclear Antibody by Indirect Immunofluorescence (HEp-2)",
    corpId: "10553",
    description:
      "This test looks for antinuclear antibodies, which the immune system makes against the body's own cells, using immunofluorescence on HEp-2 cells, the reference method. It is ordered when an autoimmune disease such as lupus, Sjogren's syndrome or scleroderma is suspected, for example with joint pain, rashes or unexplained fever. Low-titre positive results are common in healthy people, so the titre and pattern are interpreted by your doctor.",
    organs: ["immune system", "joints"],
    fasting: "none",
    gender: "all",
    prices: { chennai: 1250, banglore: 1350, andhraPradesh: 1160, tirunelveli: "NA", mysore: 1290 },
    properties: ["ANA (Positive/Negative)", "ANA Titre", "ANA Pattern"],
  }),
  defineTest({
    slug: "ige-total",
    testName: "IgE, Total",
    alternateTestName: "Total Immunoglobulin E",
    corpId: "10554",
    description:
      "Total IgE measures the overall level of immunoglobulin E, the antibody involved in allergic reactions. Doctors order it for suspected allergies, asthma, eczema and allergic rhinitis, and it can also be high with worm infections. A normal level does not rule out an allergy to a specific substance.",
    organs: ["immune system", "lungs"],
    fasting: "none",
    gender: "all",
    prices: { chennai: 700, banglore: 760, andhraPradesh: 650, tirunelveli: 670, mysore: 720 },
    properties: ["Total IgE"],
  }),
  defineTest({
    slug: "hla-b27",
    testName: "HLA-B27",
    alternateTestName: "Human Leukocyte Antigen B27",
    corpId: "10555",
    description:
      "HLA-B27 is an inherited marker on white blood cells that is strongly linked to ankylosing spondylitis and related conditions affecting the spine and joints. Doctors order it for long-standing back pain and stiffness in young adults, or for some types of eye inflammation. Many healthy people carry HLA-B27, so a positive result supports but does not confirm a diagnosis.",
    organs: ["joints", "immune system"],
    fasting: "none",
    gender: "all",
    prices: { chennai: 2200, banglore: 2380, andhraPradesh: 2050, tirunelveli: "NA", mysore: "NA" },
    properties: ["HLA-B27"],
  }),
];
