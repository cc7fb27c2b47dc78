/**
 * Reports as `GET /api/reports/{id}` answers them (edge-api services/reports/report-view.ts), for
 * the report page's tests: one with a flagged value (its note and an earlier value), a converted,
 * an unmapped and an unaccredited one; and a calm one, preliminary and unsigned, all in range.
 */
import type { ReportView } from "../data/reports-api.ts";

export const haemoglobinNote =
  "Haemoglobin carries oxygen in the blood. A low value (anaemia) is common, often from low iron, and can cause tiredness; your doctor can find the cause and treat it.";

export const lakshmiView: ReportView = {
  id: "00000000-0000-4000-8000-000000000001",
  reportNumber: "VYR-000042",
  status: "final",
  statusWords: null,
  patient: { name: "Lakshmi Narayanan", age: 52, gender: "female", birthDate: "1974-03-02" },
  sample: { id: "S-1001", type: "Whole blood EDTA", collectedAt: "2026-11-16T02:00:00.000Z" },
  reportedAt: "2026-11-16T12:00:00.000Z",
  lab: {
    name: "Vyom Diagnostics Central Lab",
    address: "12 Cathedral Road, Chennai 600086",
    nablCertificate: "MC-2345",
  },
  signedBy: { name: "Dr. Kavitha Rao", registration: "TNMC-48213", signedAt: null },
  tests: [
    {
      corpId: "cbc",
      testName: "CBC",
      parameters: [
        {
          name: "Haemoglobin",
          value: 10.8,
          unit: "g/dL",
          low: 12,
          high: 15.5,
          flag: "low",
          flagWords: "Low",
          note: haemoglobinNote,
          accredited: true,
          history: [
            {
              reportId: "00000000-0000-4000-8000-000000000009",
              reportedAt: "2026-05-10T03:30:00.000Z",
              value: 11.6,
            },
          ],
        },
        {
          name: "Platelet count",
          value: 240,
          unit: "10³/µL",
          low: 150,
          high: 410,
          flag: null,
          flagWords: null,
          accredited: true,
          sent: { value: 2.4, unit: "lakhs/cumm" },
          history: [],
        },
        {
          name: "ESR",
          value: 32,
          unit: "mm/1st hr",
          rangeText: "0-20",
          flag: "high",
          flagWords: "High",
          unmapped: true,
          history: [],
        },
      ],
    },
    {
      corpId: "hba1c",
      testName: "Hba1c",
      parameters: [
        {
          name: "HbA1c",
          value: 5.4,
          unit: "%",
          high: 5.7,
          flag: null,
          flagWords: null,
          accredited: false,
          history: [],
        },
      ],
    },
  ],
  flagged: [
    { test: "CBC", parameter: "Haemoglobin", flagWords: "Low" },
    { test: "CBC", parameter: "ESR", flagWords: "High" },
  ],
};

export const calmView: ReportView = {
  ...lakshmiView,
  id: "00000000-0000-4000-8000-000000000002",
  reportNumber: "VYR-000043",
  status: "preliminary",
  statusWords: "Preliminary report: the final one may differ",
  signedBy: null,
  tests: [
    {
      corpId: "cbc",
      testName: "CBC",
      parameters: [
        {
          name: "Haemoglobin",
          value: 13.1,
          unit: "g/dL",
          low: 12,
          high: 15.5,
          flag: null,
          flagWords: null,
          accredited: true,
          history: [],
        },
      ],
    },
  ],
  flagged: [],
};
