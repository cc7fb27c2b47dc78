import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import {
  type FormSendResult,
  type SendForm,
  sendForm,
} from "@/components/offline-form/offline-form.send.ts";
import { db } from "@/db/database.ts";
import { submitThroughOutbox } from "@/sync/submit.ts";
import {
  PrescriptionForm,
  prescriptionSavedToast,
  prescriptionSentToast,
} from "./prescription-form.tsx";

function ThanksProbe() {
  const location = useLocation();
  return (
    <p>
      Thanks {location.search} {(location.state as { toast?: string } | null)?.toast}{" "}
      {(location.state as { reference?: string } | null)?.reference}
    </p>
  );
}

function renderForm(send?: Parameters<typeof PrescriptionForm>[0]["send"]) {
  const router = createMemoryRouter(
    [
      { path: "/prescription", element: <PrescriptionForm send={send} /> },
      { path: "/thanks", element: <ThanksProbe /> },
    ],
    { initialEntries: ["/prescription"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const jpeg = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 7, 7, 7, 0xff, 0xd9])], "rx.jpg", {
    type: "image/jpeg",
  });
const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;

function fill() {
  fireEvent.change(input("Name"), { target: { value: "Priya Raman" } });
  fireEvent.change(input("Mobile number"), { target: { value: "9876543210" } });
}

async function choose(file: File) {
  await act(async () => {
    fireEvent.change(input(/Prescription \(photo or PDF\)/), { target: { files: [file] } });
  });
}

const uploadButton = () => screen.getByRole("button", { name: "Upload Prescription" });

describe("the prescription form", () => {
  it("offers the camera on phones and names the chosen file with its size", async () => {
    renderForm();
    expect(input(/Prescription/).accept).toBe("image/*,application/pdf");
    await choose(jpeg());
    await screen.findByText("rx.jpg · 1 KB");
  });

  it("refuses a file that is not a photo or PDF, and one over 5 MB, saying why", async () => {
    renderForm();
    await choose(new File(["MZ not really a photo"], "photo.png", { type: "image/png" }));
    await screen.findByText("The prescription must be a PDF, JPEG, PNG or WebP file.");
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff]);
    await choose(new File([big], "huge.jpg", { type: "image/jpeg" }));
    await screen.findByText("The prescription is larger than 5 MB. Please choose a smaller file.");
  });

  it("asks for a name, a valid mobile and the file before sending", async () => {
    const send = vi.fn();
    renderForm(send);
    fireEvent.change(input("Mobile number"), { target: { value: "12345" } });
    fireEvent.click(uploadButton());
    await screen.findByText("Name is required");
    expect(screen.getByText("Enter valid number: 10 digits starting with 6-9")).toBeTruthy();
    fill();
    fireEvent.click(uploadButton());
    await screen.findByText("Please choose a photo or PDF of your prescription");
    expect(send).not.toHaveBeenCalled();
  });

  it("saves the prescription with its file on the phone and goes to /thanks saying it waits", async () => {
    // The real outbox on fake-indexeddb, with no server: the first attempt never comes.
    const send: SendForm = (kind, payload, options) =>
      sendForm(kind, payload, options, (kind, payload, options) =>
        submitThroughOutbox(kind, payload, {
          ...options,
          flush: async () => {},
          onQueued: async () => {},
          waitMs: 20,
        }),
      );
    const router = renderForm(send);
    fill();
    await choose(jpeg());
    fireEvent.click(uploadButton());
    await screen.findByText(
      new RegExp(`Thanks \\?for=prescription&ref=\\d+ ${prescriptionSavedToast}`),
    );
    expect(router.state.location.pathname).toBe("/thanks");
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({
      kind: "prescription",
      state: "pending",
      payload: { name: "Priya Raman", mobileNumber: "9876543210" },
    });
    expect(row?.files?.[0]).toMatchObject({ field: "file", name: "rx.jpg", type: "image/jpeg" });
    expect([...new Uint8Array(row?.files?.[0]?.bytes ?? new ArrayBuffer(0))]).toEqual([
      0xff, 0xd8, 0xff, 0xe0, 7, 7, 7, 0xff, 0xd9,
    ]);
  });

  it("goes to /thanks saying it was received when it is sent at once", async () => {
    renderForm(
      async (): Promise<FormSendResult> => ({
        ok: true,
        queued: false,
        outboxId: 7,
        reference: "rx-7",
      }),
    );
    fill();
    await choose(jpeg());
    fireEvent.click(uploadButton());
    await screen.findByText(
      new RegExp(`Thanks \\?for=prescription&ref=7 ${prescriptionSentToast} rx-7`),
    );
  });

  it("keeps the values and says why when the server refuses it", async () => {
    renderForm(
      async (): Promise<FormSendResult> => ({
        ok: false,
        reason: "rejected",
        detail: "Could not send: it is too large (413, file-too-large).",
      }),
    );
    fill();
    await choose(jpeg());
    fireEvent.click(uploadButton());
    await screen.findByText(/Form Submission Failed: Could not send: it is too large/);
    await waitFor(() => expect(input("Name").value).toBe("Priya Raman"));
  });
});
