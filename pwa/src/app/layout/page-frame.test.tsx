import { fireEvent, render, screen } from "@testing-library/react";
import { Link, MemoryRouter, Route, Routes } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { lazyPage } from "../lazy-page.ts";
import { PageFrame } from "./page-frame.tsx";

function Broken(): never {
  throw new Error("a page bug");
}

const Unloadable = lazyPage(
  () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
  "Unused",
);
let arrive: () => void = () => {};
const arrived = new Promise<void>((resolve) => {
  arrive = resolve;
});
const Working = lazyPage(async () => {
  await arrived;
  return { WorkingPage: () => <h1>Working page</h1> };
}, "WorkingPage");

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Link to="/working">Go on</Link>
      <Routes>
        <Route element={<PageFrame />}>
          <Route path="unloadable" element={<Unloadable />} />
          <Route path="broken" element={<Broken />} />
          <Route path="working" element={<Working />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe("the page frame", () => {
  it("shows Loading… while a page's chunk arrives", async () => {
    renderAt("/working");
    expect((await screen.findByRole("status")).textContent).toContain("Loading");
    arrive();
    expect(await screen.findByRole("heading", { name: "Working page" })).toBeTruthy();
  });

  it("offers a retry when a page's code cannot be downloaded, and starts clean on the next page", async () => {
    // React reports the caught error on the console; expected here.
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    renderAt("/unloadable");
    expect(
      await screen.findByRole("heading", { name: "This page could not be loaded" }),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: "Go on" }));
    expect(await screen.findByRole("heading", { name: "Working page" })).toBeTruthy();
    quiet.mockRestore();
  });

  it("shows a way home when a page fails while drawing", async () => {
    // React reports the caught error on the console; expected here.
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    renderAt("/broken");
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    const home = screen.getByRole("link", { name: "Go to Home" });
    expect(home.getAttribute("href")).toBe("/");
    quiet.mockRestore();
  });
});
