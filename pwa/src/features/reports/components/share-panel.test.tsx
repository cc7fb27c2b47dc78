/**
 * "Share with my doctor" over the fake API (the real calls through fetch): a link made for the
 * chosen time, its address with the token in the fragment and when it ends; Copy (the clipboard,
 * else the address selected) and Share… (only where the phone has a share sheet); the list with
 * each link's life and openings; Revoke only after Yes; the API's own sentence for too many
 * links, and words for no connection.
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { renderWithProviders } from "@/test/render-app.tsx";
import { toReportError } from "../data/report-errors.ts";
import { fakeReportsApi } from "../test/fake-reports-api.test-support.ts";
import { type FakeShares, tooManyLinks } from "../test/fake-shares-api.test-support.ts";
import { lakshmiView } from "../test/report-views.test-support.ts";
import { SharePanel } from "./share-panel.tsx";

const reportId = lakshmiView.id;
const sharesPath = `/api/reports/${reportId}/shares`;

/** The panel for Lakshmi's report with an OTP proof live; answers once its list has loaded. */
async function openPanel() {
  const api = fakeReportsApi();
  api.access = true;
  renderWithProviders(
    <SharePanel
      reportId={reportId}
      origin="https://vyom.example"
      onFailure={(error) => toReportError(error).message}
    />,
  );
  expect(await screen.findByText("No links made yet.")).toBeTruthy();
  return api;
}

/** Gives the phone a clipboard or a share sheet for this test only. */
function give(name: "clipboard" | "share", value: unknown) {
  Object.defineProperty(navigator, name, { configurable: true, value });
  onTestFinished(() => {
    delete (navigator as unknown as Record<string, unknown>)[name];
  });
}

type Share = FakeShares["shares"][number];
const aShare = (changes: Partial<Share>): Share => ({
  id: "share-x",
  token: "token-x",
  reportId,
  createdAt: "2026-11-20T04:30:00.000Z",
  expiresAt: "2026-11-21T04:30:00.000Z",
  revokedAt: null,
  live: false,
  openings: [],
  ...changes,
});

async function makeLink() {
  fireEvent.click(screen.getByRole("button", { name: "Make a link" }));
  return (await screen.findByRole("textbox", { name: "Link for your doctor" })) as HTMLInputElement;
}

const linkCards = () =>
  within(screen.getByRole("region", { name: "Your links for this report" })).queryAllByRole(
    "listitem",
  );

describe("Share with my doctor", () => {
  it("makes a 24-hour link by default: the token in the fragment, and when it ends", async () => {
    const api = await openPanel();
    expect((screen.getByRole("radio", { name: "24 hours" }) as HTMLInputElement).checked).toBe(
      true,
    );
    const link = await makeLink();
    expect(link.value).toBe("https://vyom.example/shared-report#token-1");
    expect(screen.getByText(/^Works until 29 Nov 2026, 9:52 pm\./)).toBeTruthy();
    expect(api.requests).toEqual([`GET ${sharesPath}`, `POST ${sharesPath}`, `GET ${sharesPath}`]);
    const [card] = linkCards();
    expect(card?.textContent).toContain("Made 28 Nov, 21:52 · ends 29 Nov, 21:52");
    expect(card?.textContent).toContain("Not opened yet");
  });

  it("makes a link for the time chosen", async () => {
    const api = await openPanel();
    fireEvent.click(screen.getByRole("radio", { name: "7 days" }));
    await makeLink();
    expect(api.shares.shares[0]?.expiresAt).toBe("2026-12-05T16:22:00.000Z");
    fireEvent.click(screen.getByRole("radio", { name: "1 hour" }));
    await makeLink();
    await screen.findByText(/^Works until 28 Nov 2026, 10:52 pm\./);
  });

  it("Copy link puts the link on the clipboard; without one, it selects the link", async () => {
    await openPanel();
    const writeText = vi.fn(async (_text: string) => {});
    give("clipboard", { writeText });
    const link = await makeLink();
    fireEvent.click(screen.getByRole("button", { name: "Copy link" }));
    expect(
      await screen.findByText("Link copied. Paste it in a message to your doctor."),
    ).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith("https://vyom.example/shared-report#token-1");

    writeText.mockRejectedValueOnce(new DOMException("denied", "NotAllowedError"));
    fireEvent.click(screen.getByRole("button", { name: "Copy link" }));
    expect(
      await screen.findByText("The link is selected: copy it with your phone's Copy."),
    ).toBeTruthy();
    expect(document.activeElement).toBe(link);
    expect([link.selectionStart, link.selectionEnd]).toEqual([0, link.value.length]);
  });

  it("offers Share… only where the phone has a share sheet", async () => {
    await openPanel();
    await makeLink();
    expect(screen.getByRole("button", { name: "Copy link" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Share…" })).toBeNull();
  });

  it("Share… hands the link to the phone's share sheet; closing the sheet says nothing", async () => {
    const share = vi.fn(async (_data: ShareData) => {});
    give("share", share);
    await openPanel();
    await makeLink();
    fireEvent.click(screen.getByRole("button", { name: "Share…" }));
    expect(share).toHaveBeenCalledWith({
      title: "My lab report",
      url: "https://vyom.example/shared-report#token-1",
    });
    share.mockRejectedValueOnce(new DOMException("closed", "AbortError"));
    fireEvent.click(screen.getByRole("button", { name: "Share…" }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(2));
    expect(screen.queryByText(/Sharing did not work/)).toBeNull();
  });

  it("lists each link with when it was made, ends, ended or was revoked, and its openings", async () => {
    const api = await openPanel();
    await makeLink();
    api.shares.shares[0]?.openings.push(
      { at: "2026-11-28T16:30:00.000Z", what: "view" },
      { at: "2026-11-28T16:35:00.000Z", what: "pdf" },
    );
    api.shares.shares.push(
      aShare({ id: "ended" }),
      aShare({
        id: "revoked",
        createdAt: "2026-11-25T08:00:00.000Z",
        expiresAt: "2026-11-26T08:00:00.000Z",
        revokedAt: "2026-11-25T10:00:00.000Z",
        openings: [{ at: "2026-11-25T09:00:00.000Z", what: "view" }],
      }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Refresh" }));
    await waitFor(() => expect(linkCards()).toHaveLength(3));
    const [live, ended, revoked] = linkCards().map((card) => card.textContent);
    expect(live).toContain("Opened 2 times, last on 28 Nov, 22:05");
    expect(ended).toContain("Made 20 Nov, 10:00 · ended 21 Nov, 10:00");
    expect(ended).toContain("Not opened yet");
    expect(revoked).toContain("Made 25 Nov, 13:30 · revoked 25 Nov, 15:30");
    expect(revoked).toContain("Opened once, on 25 Nov, 14:30");
    // Only a link that still works can be revoked.
    expect(screen.getAllByRole("button", { name: /^Revoke/ })).toHaveLength(1);
  });

  it("revokes only after Yes: Keep it changes nothing", async () => {
    const api = await openPanel();
    await makeLink();
    fireEvent.click(screen.getByRole("button", { name: "Revoke the link made 28 Nov, 21:52" }));
    expect(
      screen.getByRole("group", {
        name: "Revoke this link? Your doctor will no longer be able to open it.",
      }),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Keep it" }));
    fireEvent.click(screen.getByRole("button", { name: "Keep it" }));
    expect(api.requests.filter((r) => r.endsWith("/revoke"))).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: /^Revoke/ }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, revoke it" }));
    expect(await screen.findByText("Made 28 Nov, 21:52 · revoked 28 Nov, 21:52")).toBeTruthy();
    expect(api.requests).toContain(`POST ${sharesPath}/share-1/revoke`);
    // The revoked link is no longer offered for copying.
    expect(screen.queryByRole("textbox", { name: "Link for your doctor" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Revoke/ })).toBeNull();
  });

  it("too many links: says the API's own sentence", async () => {
    const api = await openPanel();
    api.shares.tooMany = true;
    fireEvent.click(screen.getByRole("button", { name: "Make a link" }));
    expect((await screen.findByRole("alert")).textContent).toBe(tooManyLinks);
    expect(screen.queryByRole("textbox", { name: "Link for your doctor" })).toBeNull();
  });

  it("offline: says a connection is needed and asks nothing", async () => {
    const api = await openPanel();
    const asked = api.requests.length;
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    fireEvent.click(screen.getByRole("button", { name: "Make a link" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Reports need an internet connection. Connect and try again.",
    );
    expect(api.requests).toHaveLength(asked);
  });
});
