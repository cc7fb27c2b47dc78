/**
 * Who and what a lab report's ABDM document is about: the patient, the signing pathologist, the
 * lab and the sample, each as the NRCeS profile of its resource (v6.5.0, nrces.ts).
 */

import type { Organization, Patient, Practitioner, Specimen } from "@medplum/fhirtypes";
import type { Lab } from "../lis/labs.ts";
import type { LabReport } from "../reports/lab-reports.ts";
import { labOfReport } from "../reports/report-words.ts";
import { abhaNumber } from "./abha.ts";
import { profiles, systems } from "./nrces.ts";

type Ref = { reference: string; display?: string };

/**
 * The lab that made the report (reports/report-words.ts `labOfReport`, as its PDF says); an
 * unknown lab is an error, never another lab's name on a national record.
 */
export function recordLabOf(report: Pick<LabReport, "labId">): Lab {
  const lab = labOfReport(report);
  if (!lab) throw new Error(`ABDM export: no lab ${report.labId}`);
  return lab;
}

/** +91 and the ten digits, as ABDM writes a mobile number; anything else as stored. */
const mobile = (number: string) => (/^\d{10}$/.test(number) ? `+91${number}` : number);

export function patientOf(report: LabReport, id: string, abha: string | undefined): Patient {
  let identifier: Patient["identifier"];
  if (abha !== undefined) {
    const value = abhaNumber(abha);
    if (!value) throw new Error("ABDM export: the ABHA number is not 14 digits");
    identifier = [
      {
        // As the IG's Patient examples type the ABHA number.
        type: {
          coding: [
            { system: systems.v2IdentifierType, code: "MR", display: "Medical record number" },
          ],
        },
        system: systems.abhaNumber,
        value,
      },
    ];
  }
  return {
    resourceType: "Patient",
    id,
    meta: { profile: [profiles.patient] },
    ...(identifier && { identifier }),
    name: [{ text: report.patientName }],
    // The mobile number is how the patient is reached, never an identifier of theirs.
    telecom: [{ system: "phone", value: mobile(report.mobileNumber), use: "mobile" }],
    gender: report.patientGender,
    ...(report.patientBirthDate && { birthDate: report.patientBirthDate }),
  };
}

export function practitionerOf(
  signer: { name: string; registration: string | null },
  id: string,
): Practitioner {
  return {
    resourceType: "Practitioner",
    id,
    meta: { profile: [profiles.practitioner] },
    ...(signer.registration && {
      identifier: [
        {
          type: {
            coding: [
              { system: systems.v2IdentifierType, code: "MD", display: "Medical License number" },
            ],
          },
          system: systems.practitioner,
          value: signer.registration,
        },
      ],
    }),
    name: [{ text: signer.name }],
  };
}

export function organizationOf(report: Pick<LabReport, "labId">, id: string): Organization {
  const lab = recordLabOf(report);
  return {
    resourceType: "Organization",
    id,
    meta: { profile: [profiles.organization] },
    identifier: [{ system: systems.lab, value: lab.id }],
    name: lab.name,
    address: [{ text: lab.address, country: "IN" }],
  };
}

export function specimenOf(report: LabReport, id: string, patient: Ref): Specimen {
  return {
    resourceType: "Specimen",
    id,
    meta: { profile: [profiles.specimen] },
    ...(report.sampleId && {
      accessionIdentifier: { system: systems.sample, value: report.sampleId },
    }),
    ...(report.sampleType && { type: { text: report.sampleType } }),
    subject: patient,
    collection: { collectedDateTime: report.collectedAt.toISOString() },
  };
}
