import "@/components/upload-form.css";
import { brand } from "@vyom/catalog";
import { PageShell } from "@/components/page-shell.tsx";
import { WILL_BE_SENT } from "@/lib/delivery-words.ts";
import { PrescriptionForm } from "./components/prescription-form.tsx";

/** /prescription: upload a prescription and get a call back to book the tests on it. */
export function PrescriptionPage() {
  return (
    <PageShell title="Upload Prescription">
      <p className="page-lead">
        Send us a photo or PDF of your doctor's prescription. Our team will call you to book the
        tests on it, with home sample collection where available. Works offline too: {WILL_BE_SENT}{" "}
        Or call <a href={brand.phone.tel}>{brand.phone.display}</a>.
      </p>
      <PrescriptionForm />
    </PageShell>
  );
}
