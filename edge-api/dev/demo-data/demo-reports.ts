/**
 * Demo lab reports for development (seeded by seed.ts beside it, never in production): completed demo
 * bookings of the legacy simulator's customers 9876500001 and 9876500002 (same names, so a person
 * who logs in with them sees their reports), and a demo corporate, VYOMCORP, with three employees
 * and their health-check reports. Test names and corpIds are the catalogue's; a few values are out
 * of range so the PDFs show Low/High flags. Ids are fixed, so seeding twice adds nothing.
 */

import { labTests } from "@vyom/catalog";
import { indiaDate, indiaMidnight } from "@vyom/catalog/contract";
import type { LabReportParameter, LabReportTest } from "../../src/db/schema.ts";

const DAY = 24 * 60 * 60 * 1000;

type Gender = "female" | "male";
type Param = [name: string, value: number, unit: string, low: number, high: number];

/** A catalogue test by corpId, with its parameters; throws if the catalogue lost the test. */
function test(corpId: string, params: Param[]): LabReportTest {
  const entry = labTests.find((t) => t.corpId === corpId);
  if (!entry) throw new Error(`demo reports: no catalogue test ${corpId}`);
  const parameters: LabReportParameter[] = params.map(([name, value, unit, low, high]) => ({
    name,
    value,
    unit,
    low,
    high,
  }));
  return { corpId, testName: entry.testName, parameters };
}

const cbc = (gender: Gender, haemoglobin: number, wbc: number, platelets: number) =>
  test("10001", [
    [
      "Haemoglobin",
      haemoglobin,
      "g/dL",
      gender === "female" ? 12 : 13.5,
      gender === "female" ? 15.5 : 17.5,
    ],
    ["Total WBC count", wbc, "10³/µL", 4, 11],
    [
      "RBC count",
      gender === "female" ? 4.3 : 5.0,
      "10⁶/µL",
      gender === "female" ? 3.8 : 4.5,
      gender === "female" ? 4.8 : 5.5,
    ],
    ["Platelet count", platelets, "10³/µL", 150, 410],
    [
      "PCV (haematocrit)",
      gender === "female" ? 39.5 : 44.2,
      "%",
      gender === "female" ? 36 : 40,
      gender === "female" ? 46 : 50,
    ],
    ["MCV", 88.4, "fL", 83, 101],
  ]);

const lipid = (total: number, triglycerides: number, hdl: number, ldl: number) =>
  test("10004", [
    ["Total cholesterol", total, "mg/dL", 0, 200],
    ["Triglycerides", triglycerides, "mg/dL", 0, 150],
    ["HDL cholesterol", hdl, "mg/dL", 40, 60],
    ["LDL cholesterol", ldl, "mg/dL", 0, 100],
    ["VLDL cholesterol", Math.round(triglycerides / 5), "mg/dL", 5, 40],
  ]);

const hba1c = (percent: number) =>
  test("10003", [
    ["HbA1c", percent, "%", 4, 5.6],
    ["Estimated average glucose", Math.round(28.7 * percent - 46.7), "mg/dL", 68, 114],
  ]);

const thyroid = (t3: number, t4: number, tsh: number) =>
  test("10002", [
    ["Total T3", t3, "ng/dL", 80, 200],
    ["Total T4", t4, "µg/dL", 5.1, 14.1],
    ["TSH", tsh, "µIU/mL", 0.27, 4.2],
  ]);

const liver = (bilirubin: number, ast: number, alt: number) =>
  test("10005", [
    ["Total bilirubin", bilirubin, "mg/dL", 0.3, 1.2],
    ["Direct bilirubin", 0.2, "mg/dL", 0, 0.3],
    ["SGOT (AST)", ast, "U/L", 5, 40],
    ["SGPT (ALT)", alt, "U/L", 7, 56],
    ["Alkaline phosphatase", 96, "U/L", 44, 147],
    ["Total protein", 7.1, "g/dL", 6, 8.3],
    ["Albumin", 4.2, "g/dL", 3.5, 5],
  ]);

export const demoCorporate = { id: "VYOMCORP", name: "Vyom Demo Technologies Pvt Ltd" } as const;

export const demoEmployees = [
  { employeeId: "E1001", name: "Arun Kumar", mobileNumber: "9876500011" },
  { employeeId: "E1002", name: "Priya Raman", mobileNumber: "9876500012" },
  { employeeId: "E1003", name: "Mohammed Imran", mobileNumber: "9876500013" },
] as const;

interface DemoReport {
  /** Fixed ids: the report's and its completed booking's. */
  id: string;
  bookingId: string;
  mobileNumber: string;
  patientName: string;
  patientAge: number;
  patientGender: Gender;
  pincode: string;
  corporateId?: string;
  employeeId?: string;
  daysAgo: number;
  tests: LabReportTest[];
}

const reportId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const bookingId = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, "0")}`;

const reports: DemoReport[] = [
  {
    id: reportId(1),
    bookingId: bookingId(1),
    mobileNumber: "9876500001",
    patientName: "Lakshmi Narayanan",
    patientAge: 52,
    patientGender: "female",
    pincode: "600017",
    daysAgo: 6,
    tests: [cbc("female", 11.2, 7.8, 265), hba1c(7.2)],
  },
  {
    id: reportId(2),
    bookingId: bookingId(2),
    mobileNumber: "9876500001",
    patientName: "Lakshmi Narayanan",
    patientAge: 52,
    patientGender: "female",
    pincode: "600017",
    daysAgo: 41,
    tests: [lipid(228, 172, 46, 142), thyroid(112, 8.4, 5.8)],
  },
  {
    id: reportId(3),
    bookingId: bookingId(3),
    mobileNumber: "9876500002",
    patientName: "Venkatesh Rao",
    patientAge: 47,
    patientGender: "male",
    pincode: "560034",
    daysAgo: 9,
    tests: [cbc("male", 14.6, 6.9, 240), liver(0.9, 38, 71), lipid(186, 138, 36, 122)],
  },
  ...demoEmployees.map((employee, index): DemoReport => {
    const female = employee.name === "Priya Raman";
    return {
      id: reportId(11 + index),
      bookingId: bookingId(11 + index),
      mobileNumber: employee.mobileNumber,
      patientName: employee.name,
      patientAge: [34, 29, 41][index] ?? 35,
      patientGender: female ? "female" : "male",
      pincode: "600041",
      corporateId: demoCorporate.id,
      employeeId: employee.employeeId,
      daysAgo: 14,
      tests: [
        cbc(female ? "female" : "male", female ? 12.8 : 15.1, [8.1, 11.9, 6.2][index] ?? 7, 230),
        lipid(194, [128, 96, 188][index] ?? 120, 44, [118, 84, 131][index] ?? 90),
        hba1c([5.4, 5.1, 6.1][index] ?? 5.3),
      ],
    };
  }),
];

/** The rows to insert: completed demo bookings, their lab reports, the corporate's employees. */
export function demoReportRows(now: Date) {
  const dayStartIst = (daysAgo: number, hourIst: number) => {
    const at = new Date(now.getTime() - daysAgo * DAY);
    return new Date(indiaMidnight(indiaDate(at)).getTime() + (hourIst * 60 + 30) * 60_000);
  };
  const bookingRows = reports.map((r) => {
    const collectedAt = dayStartIst(r.daysAgo, 7);
    const collectionDate = collectedAt.toISOString().slice(0, 10);
    const bookingData = {
      FullName: r.patientName,
      homeCollectionDate: collectionDate,
      MobileNumber: r.mobileNumber,
      EmailID: "NA",
      testDetails: r.tests.map((t) => t.testName).join(", "),
      Address: r.pincode,
    };
    return {
      id: r.bookingId,
      idempotencyKey: `demo-report-booking-${r.id.slice(-4)}`,
      name: r.patientName,
      mobileNumber: r.mobileNumber,
      collectionDate,
      pincode: r.pincode,
      policyValue: "enabled",
      status: "sent-to-crm" as const,
      payload: {
        bookingData,
        activity: {
          ActivityEvent: 206,
          ActivityNote: "Home collection booking from the website",
          ActivityDateTime: new Date(collectedAt.getTime() - 2 * DAY)
            .toISOString()
            .slice(0, 19)
            .replace("T", " "),
          Fields: [{ SchemaName: "mx_Custom_1", Value: collectionDate }],
        },
        leadDetails: [
          { Attribute: "FirstName", Value: r.patientName },
          { Attribute: "Phone", Value: r.mobileNumber },
          { Attribute: "mx_Zip", Value: r.pincode },
        ],
      },
      createdAt: new Date(collectedAt.getTime() - 2 * DAY),
    };
  });
  const reportRows = reports.map((r) => {
    const collectedAt = dayStartIst(r.daysAgo, 7);
    const reportedAt = new Date(collectedAt.getTime() + 10 * 60 * 60 * 1000);
    return {
      id: r.id,
      bookingId: r.bookingId,
      mobileNumber: r.mobileNumber,
      patientName: r.patientName,
      patientAge: r.patientAge,
      patientGender: r.patientGender,
      corporateId: r.corporateId ?? null,
      employeeId: r.employeeId ?? null,
      collectedAt,
      reportedAt,
      // Demo reports stand for ones a pathologist already signed.
      releasedAt: reportedAt,
      tests: r.tests,
      createdAt: collectedAt,
    };
  });
  const employeeRows = demoEmployees.map((e) => ({
    corporateId: demoCorporate.id,
    corporateName: demoCorporate.name,
    employeeId: e.employeeId,
    name: e.name,
    mobileNumber: e.mobileNumber,
  }));
  return { bookings: bookingRows, reports: reportRows, employees: employeeRows };
}
