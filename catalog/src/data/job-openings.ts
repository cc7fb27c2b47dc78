import type { JobOpening } from "../schemas/job-opening.ts";

export type { JobOpening };

/**
 * The open roles shown on /careers and /careers/all-job-opening, newest first. A career
 * application names one of these ids (`jobId`); the API refuses any other, so a role taken off
 * this list stops receiving applications with the next release of the API and the app together.
 */
export const jobOpenings: readonly JobOpening[] = [
  {
    id: "job-101",
    slug: "home-collection-phlebotomist-chennai",
    title: "Home Collection Technician (Phlebotomist)",
    department: "Home Collection",
    city: "chennai",
    experience: "0-3 years",
    qualifications: [
      "DMLT or a certificate course in phlebotomy",
      "Two-wheeler and a valid driving licence",
      "Speaks Tamil; basic English",
    ],
    responsibilities: [
      "Collect blood and urine samples at customers' homes between 6 am and 11 am",
      "Label, store and hand over samples to the lab within the cold-chain time limits",
      "Follow needle-safety and biomedical-waste rules on every visit",
      "Update each visit on the collection app",
    ],
    postedOn: "2026-11-14",
    employmentType: "Full-time",
    summary:
      "Visit homes across Chennai for early-morning sample collection; two-wheeler allowance and incentives per visit.",
  },
  {
    id: "job-102",
    slug: "lab-technician-bengaluru",
    title: "Laboratory Technician",
    department: "Laboratory",
    city: "banglore",
    experience: "1-4 years",
    qualifications: [
      "DMLT, BMLT or B.Sc. in Medical Laboratory Technology",
      "Hands-on experience with automated biochemistry or haematology analysers",
    ],
    responsibilities: [
      "Run biochemistry, haematology and serology tests on automated analysers",
      "Perform daily quality-control runs and record them for NABL audits",
      "Flag critical values to the pathologist at once",
      "Maintain reagent stock and instrument logs",
    ],
    postedOn: "2026-11-10",
    employmentType: "Full-time",
    summary:
      "Work in our NABL-accredited central lab in Bengaluru on rotating shifts, with modern automated analysers.",
  },
  {
    id: "job-103",
    slug: "radiographer-mysuru",
    title: "Radiographer (X-ray and CT)",
    department: "Radiology",
    city: "mysore",
    experience: "2-5 years",
    qualifications: [
      "Diploma or B.Sc. in Radiology and Imaging Technology",
      "AERB-compliant radiation safety training",
    ],
    responsibilities: [
      "Perform X-ray and CT scans following the radiologist's protocols",
      "Position patients safely and explain each step to them",
      "Keep dose records and follow radiation safety rules",
    ],
    postedOn: "2026-11-06",
    employmentType: "Full-time",
    summary:
      "Join the imaging team of our Mysuru centre, which runs digital X-ray and a 32-slice CT scanner.",
  },
  {
    id: "job-104",
    slug: "customer-care-executive-chennai",
    title: "Customer Care Executive (Tamil, Kannada or Telugu)",
    department: "Customer Care",
    city: "chennai",
    experience: "0-2 years",
    qualifications: [
      "Any graduate",
      "Speaks English and at least one of Tamil, Kannada or Telugu fluently",
    ],
    responsibilities: [
      "Answer calls and chats about tests, prices, bookings and reports",
      "Book home collections and confirm appointments",
      "Follow up on delayed reports with the lab and keep customers informed",
    ],
    postedOn: "2026-11-03",
    employmentType: "Full-time",
    summary:
      "Help callers from Tamil Nadu, Karnataka and Andhra Pradesh book tests and get their reports on time.",
  },
  {
    id: "job-105",
    slug: "sales-executive-andhra-pradesh",
    title: "Field Sales Executive (Doctor and Corporate Tie-ups)",
    department: "Sales",
    city: "andhraPradesh",
    experience: "1-3 years",
    qualifications: [
      "Any graduate; a B.Pharm or B.Sc. is a plus",
      "Experience in healthcare, pharma or diagnostics sales",
      "Speaks Telugu and English",
    ],
    responsibilities: [
      "Meet doctors, clinics and HR teams to set up referral and corporate health-check tie-ups",
      "Plan and run health camps with the operations team",
      "Meet monthly revenue targets and report weekly",
    ],
    postedOn: "2026-10-28",
    employmentType: "Full-time",
    summary:
      "Grow our doctor referrals and corporate health-check business across Vijayawada and Guntur.",
  },
  {
    id: "job-106",
    slug: "consultant-pathologist-tirunelveli",
    title: "Consultant Pathologist",
    department: "Laboratory",
    city: "tirunelveli",
    experience: "3+ years after MD",
    qualifications: ["MD or DNB in Pathology", "Registration with the State Medical Council"],
    responsibilities: [
      "Review and sign off haematology, biochemistry and histopathology reports",
      "Lead internal quality control and NABL documentation",
      "Advise referring doctors on results and further tests",
    ],
    postedOn: "2026-10-20",
    employmentType: "Full-time",
    summary:
      "Head the laboratory of our Tirunelveli regional centre and sign off reports for south Tamil Nadu.",
  },
];

/** The opening with this id, or undefined (the API's check of an application's jobId). */
export const jobOpeningById = (id: string): JobOpening | undefined =>
  jobOpenings.find((opening) => opening.id === id);
