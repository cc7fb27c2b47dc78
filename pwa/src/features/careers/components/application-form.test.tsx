import { act, fireEvent, render, screen } from "@testing-library/react";
import { type JobOpening, jobOpenings } from "@vyom/catalog";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { type SendForm, sendForm } from "@/components/offline-form/offline-form.send.ts";
import { db } from "@/db/database.ts";
import { submitThroughOutbox } from "@/sync/submit.ts";
import {
  ApplicationForm,
  applicationSavedToast,
  applicationSentToast,
} from "./application-form.tsx";

function secondOpening(): JobOpening {
  const opening = jobOpenings[1];
  if (!opening) throw new Error("the catalogue has fewer than two job openings");
  return opening;
}
const job = secondOpening();

function ThanksProbe() {
  const location = useLocation();
  return (
    <p>
      Thanks {location.search} {(location.state as { toast?: string } | null)?.toast}
    </p>
  );
}

function renderForm(send?: Parameters<typeof ApplicationForm>[0]["send"]) {
  const router = createMemoryRouter(
    [
      { path: "/careers/all-job-opening", element: <ApplicationForm job={job} send={send} /> },
      { path: "/thanks", element: <ThanksProbe /> },
    ],
    { initialEntries: ["/careers/all-job-opening"] },
  );
  render(<RouterProvider router={router} />);
}

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const pdf = () => new File(["%PDF-1.4\nresume\n%%EOF"], "Arun-CV.pdf", { type: "application/pdf" });

function fill(email = "arun.kumar@example.in") {
  fireEvent.change(input("Name"), { target: { value: "Arun Kumar" } });
  fireEvent.change(input("Mobile number"), { target: { value: "+91 98450 12345" } });
  fireEvent.change(input("E-mail"), { target: { value: email } });
}

async function attach(file: File) {
  await act(async () => {
    fireEvent.change(input(/Résumé/), { target: { files: [file] } });
  });
}

const submitButton = () => screen.getByRole("button", { name: "Submit Application" });

describe("the job application form", () => {
  it("cleans the mobile number and checks every field before sending", async () => {
    const send = vi.fn();
    renderForm(send);
    fill("arun.kumar@");
    expect(input("Mobile number").value).toBe("9845012345");
    fireEvent.click(submitButton());
    await screen.findByText("Enter a valid e-mail address");
    fireEvent.change(input("E-mail"), { target: { value: "arun.kumar@example.in" } });
    fireEvent.click(submitButton());
    await screen.findByText("Please attach your résumé (PDF, DOC or DOCX)");
    expect(send).not.toHaveBeenCalled();
  });

  it("refuses a photo as a résumé, saying which files it takes", async () => {
    renderForm();
    await attach(
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "cv.jpg", { type: "image/jpeg" }),
    );
    await screen.findByText("The résumé must be a PDF, DOC or DOCX file.");
  });

  it("saves the application with its résumé on the phone and goes to /thanks saying it waits", async () => {
    const send: SendForm = (kind, payload, options) =>
      sendForm(kind, payload, options, (kind, payload, options) =>
        submitThroughOutbox(kind, payload, {
          ...options,
          flush: async () => {},
          onQueued: async () => {},
          waitMs: 20,
        }),
      );
    renderForm(send);
    fill();
    await attach(pdf());
    await screen.findByText(/Arun-CV\.pdf · 1 KB/);
    fireEvent.click(submitButton());
    await screen.findByText(
      new RegExp(`Thanks \\?for=career-application&ref=\\d+ ${applicationSavedToast}`),
    );
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({
      kind: "career-application",
      state: "pending",
      payload: {
        jobId: job.id,
        name: "Arun Kumar",
        mobileNumber: "9845012345",
        email: "arun.kumar@example.in",
      },
    });
    expect(row?.files?.[0]).toMatchObject({ field: "resume", name: "Arun-CV.pdf" });
    expect(new TextDecoder().decode(row?.files?.[0]?.bytes)).toBe("%PDF-1.4\nresume\n%%EOF");
  });

  it("goes to /thanks saying it was received when it is sent at once", async () => {
    renderForm(async () => ({ ok: true, queued: false, outboxId: 7 }));
    fill();
    await attach(pdf());
    fireEvent.click(submitButton());
    await screen.findByText(
      new RegExp(`Thanks \\?for=career-application&ref=\\d+ ${applicationSentToast}`),
    );
  });
});
