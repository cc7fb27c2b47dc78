import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminFlagKey } from "../data/admin-flag.ts";
import {
  adminEmail,
  adminPassword,
  installFakeAdminApi,
} from "../test/fake-admin-api.test-support.ts";
import { renderAdmin, setOnline } from "../test/render-admin.test-support.tsx";

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  setOnline(true);
});

const emailBox = () => screen.getByLabelText("E-mail");
const passwordBox = () => screen.getByLabelText("Password");
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Sign in" }));

function fill(email: string, password: string) {
  fireEvent.change(emailBox(), { target: { value: email } });
  fireEvent.change(passwordBox(), { target: { value: password } });
}

describe("admin login", () => {
  it("asks for an e-mail address (type email) and a password, both required", async () => {
    const api = installFakeAdminApi();
    renderAdmin("/admin-login");
    expect(await screen.findByRole("heading", { level: 1, name: "Admin Login" })).toBeTruthy();
    expect(emailBox().getAttribute("type")).toBe("email");
    expect(passwordBox().getAttribute("type")).toBe("password");
    expect(emailBox().hasAttribute("required")).toBe(true);
    expect(passwordBox().hasAttribute("required")).toBe(true);

    submit();
    expect(await screen.findByText("Enter your e-mail address")).toBeTruthy();
    expect(screen.getByText("Enter your password")).toBeTruthy();
    expect(emailBox().getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(emailBox());

    fill("not-an-email", "x");
    submit();
    expect(await screen.findByText("Enter a valid e-mail address")).toBeTruthy();
    expect(screen.queryByText("Enter your password")).toBeNull();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it("shows '❌ Wrong Email Or Password' for a wrong password and stays", async () => {
    const api = installFakeAdminApi();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { router } = renderAdmin("/admin-login");
    fill(adminEmail, "wrong-password");
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe("❌ Wrong Email Or Password");
    expect(api.calls("/api/admin/login")[0]?.body).toEqual({
      email: adminEmail,
      password: "wrong-password",
    });
    expect(router.state.location.pathname).toBe("/admin-login");
    expect(sessionStorage.length).toBe(0);
  });

  it("shows the same message for any other failure (rate limit, network)", async () => {
    const api = installFakeAdminApi();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    renderAdmin("/admin-login");
    api.fetch.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: "too-many-attempts" }), {
        status: 429,
        headers: { "Retry-After": "60" },
      }),
    );
    fill(adminEmail, adminPassword);
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe("❌ Wrong Email Or Password");
    api.failing.add("/api/admin/login");
    submit();
    await waitFor(() => expect(api.calls("/api/admin/login")).toHaveLength(2));
    expect((await screen.findByRole("alert")).textContent).toBe("❌ Wrong Email Or Password");
  });

  it("signs in, keeps only a signed-in flag in session storage, and opens the history", async () => {
    const api = installFakeAdminApi();
    const { router } = renderAdmin("/admin-login");
    fill(` ${adminEmail} `, adminPassword);
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe("/transactions-history"));
    expect(api.calls("/api/admin/login")[0]?.body).toEqual({
      email: adminEmail,
      password: adminPassword,
    });
    expect(sessionStorage.length).toBe(1);
    expect(sessionStorage.getItem(adminFlagKey)).toBe("true");
    const stored = JSON.stringify({ ...sessionStorage, ...localStorage });
    expect(stored).not.toContain(adminPassword);
    expect(stored).not.toContain(adminEmail);
    // Replaced, not pushed: Back from the history does not return to the form.
    act(() => {
      router.navigate(-1);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("sends someone already signed in in this tab straight to the history", async () => {
    const api = installFakeAdminApi({ signedIn: true });
    sessionStorage.setItem(adminFlagKey, "true");
    const { router } = renderAdmin("/admin-login");
    await waitFor(() => expect(router.state.location.pathname).toBe("/transactions-history"));
    expect(api.calls("/api/admin/login")).toHaveLength(0);
    expect(await screen.findByText(/Signed in as/)).toBeTruthy();
  });

  it("says the admin area needs a connection when offline", async () => {
    installFakeAdminApi();
    setOnline(false);
    renderAdmin("/admin-login");
    expect((await screen.findByRole("status")).textContent).toMatch(/needs an internet connection/);
    expect(screen.getByRole("button", { name: "Sign in" }).hasAttribute("disabled")).toBe(true);
    act(() => setOnline(true));
    expect(screen.queryByText(/needs an internet connection/)).toBeNull();
    expect(screen.getByRole("button", { name: "Sign in" }).hasAttribute("disabled")).toBe(false);
  });
});
