/**
 * The Book Test Now form's patient fields (pwa/src/features/home/book-test.form.ts), filled as a
 * person does: the date of birth typed DD/MM/YYYY and the gender chosen from its list. Every
 * browser test that books through the form fills them, as the form requires them.
 */
import type { Page } from "playwright-core";

export async function fillPatient(
  form: Pick<Page, "getByLabel">,
  patient: { birthDate: string; gender: "Female" | "Male" | "Other" } = {
    birthDate: "17/05/1990",
    gender: "Female",
  },
) {
  await form.getByLabel("Date of birth").fill(patient.birthDate);
  await form.getByLabel("Gender").selectOption({ label: patient.gender });
}
