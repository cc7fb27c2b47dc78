import { cleanMobile } from "@vyom/catalog/contract";
import { useId, useState } from "react";
import type { DeskArea } from "./desk-api.ts";
import { fieldRefusals } from "./field-refusals.tsx";
import { fieldMessages } from "./staff-api.ts";
import { addTechnicianAccount } from "./technician-account-api.ts";

const empty = { name: "", mobileNumber: "", areaId: "", email: "", password: "" };
type Field = keyof typeof empty;

/**
 * An admin adds a technician who signs in to their own page (docs/product.md#technicians-page):
 * name, mobile (cleaned as typed or pasted by the contract's one cleaner: "+91 98765 43210" is
 * 9876543210), the area they serve, and the e-mail and password of their sign-in. The API checks
 * every field (catalog TechnicianAccountRequest, the one rule) and its words are shown at each.
 */
export function TechnicianAccountForm({
  areas,
  busy,
  run,
}: {
  areas: DeskArea[] | undefined;
  busy: boolean;
  run: (step: () => Promise<string | null>) => Promise<boolean>;
}) {
  const [values, setValues] = useState(empty);
  const [refused, setRefused] = useState<Record<string, string>>({});
  const formId = useId();
  const set = (field: Field) => (value: string) =>
    setValues((before) => ({ ...before, [field]: value }));
  const { refusedAt, said } = fieldRefusals(formId, refused);

  return (
    <form
      className="desk-inline-form"
      aria-label="Add a technician who signs in"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        setRefused({});
        const request = { ...values, name: values.name.trim(), email: values.email.trim() };
        const added = await run(async () => {
          try {
            const { technician, user } = await addTechnicianAccount(request);
            return `${technician.name} can now sign in with ${user.email} and see their day.`;
          } catch (error) {
            setRefused(fieldMessages(error));
            throw error;
          }
        });
        if (added) setValues(empty);
      }}
    >
      <div className="admin-field">
        <label>
          Name{" "}
          <input
            value={values.name}
            autoComplete="off"
            onChange={(e) => set("name")(e.target.value)}
            {...refusedAt("name")}
          />
        </label>
        {said("name")}
      </div>
      <div className="admin-field">
        <label>
          Mobile{" "}
          <input
            value={values.mobileNumber}
            inputMode="numeric"
            autoComplete="off"
            onChange={(e) => set("mobileNumber")(cleanMobile(e.target.value))}
            {...refusedAt("mobileNumber")}
          />
        </label>
        {said("mobileNumber")}
      </div>
      <div className="admin-field">
        <label>
          Area served{" "}
          <select
            value={values.areaId}
            onChange={(e) => set("areaId")(e.target.value)}
            {...refusedAt("areaId")}
          >
            <option value="">Choose an area</option>
            {areas?.map((area) => (
              <option key={area.id} value={area.id}>
                {area.name}
              </option>
            ))}
          </select>
        </label>
        {said("areaId")}
      </div>
      <div className="admin-field">
        <label>
          Sign-in e-mail{" "}
          <input
            type="email"
            value={values.email}
            autoComplete="off"
            onChange={(e) => set("email")(e.target.value)}
            {...refusedAt("email")}
          />
        </label>
        {said("email")}
      </div>
      <div className="admin-field">
        <label>
          Password (12 characters or more){" "}
          <input
            type="password"
            value={values.password}
            autoComplete="new-password"
            onChange={(e) => set("password")(e.target.value)}
            {...refusedAt("password")}
          />
        </label>
        {said("password")}
      </div>
      <button type="submit" className="button button-primary" disabled={busy}>
        Add technician with sign-in
      </button>
    </form>
  );
}
