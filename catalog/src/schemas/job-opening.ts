import { z } from "zod";
import { locationSchema } from "./location.ts";

export const jobDepartments = [
  "Home Collection",
  "Laboratory",
  "Radiology",
  "Customer Care",
  "Sales",
] as const;
export const jobDepartmentSchema = z.enum(jobDepartments);
export type JobDepartment = z.infer<typeof jobDepartmentSchema>;

export const employmentTypes = ["Full-time", "Part-time", "Contract"] as const;
export const employmentTypeSchema = z.enum(employmentTypes);
export type EmploymentType = z.infer<typeof employmentTypeSchema>;

/**
 * An open role on /careers. `id` is what an application sends (`jobId`) and what the API checks;
 * `slug` is the role's anchor on /careers/all-job-opening; `city` is a catalogue location id.
 */
export const jobOpeningSchema = z.object({
  id: z.string().regex(/^job-\d{3}$/),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: z.string().min(3).max(80),
  department: jobDepartmentSchema,
  city: locationSchema,
  /** e.g. "0-2 years". */
  experience: z.string().min(1).max(40),
  qualifications: z.array(z.string().min(3)).min(1),
  responsibilities: z.array(z.string().min(3)).min(2),
  /** `YYYY-MM-DD`. */
  postedOn: z.iso.date(),
  employmentType: employmentTypeSchema,
  summary: z.string().min(20).max(300),
});
export type JobOpening = z.infer<typeof jobOpeningSchema>;
