import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { Link, NavLink } from "./link.tsx";

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string, links: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {links}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId("where").textContent;

describe("Link", () => {
  it("is a real link to the app's address and navigates in the app on a click", () => {
    const onClick = vi.fn();
    renderAt(
      "/",
      <Link to="/cart?from=home" className="go" aria-label="Cart" onClick={onClick}>
        Cart
      </Link>,
    );
    const link = screen.getByRole("link", { name: "Cart" });
    expect(link.getAttribute("href")).toBe("/cart?from=home");
    expect(link.className).toBe("go");
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledOnce();
    expect(where()).toBe("/cart?from=home");
  });

  it("leaves a click with a modifier key, a prevented click or a target to the browser", () => {
    renderAt(
      "/",
      <>
        <Link to="/cart">Cart</Link>
        <Link to="/careers" target="_blank">
          Careers
        </Link>
        <Link to="/corporate" onClick={(event) => event.preventDefault()}>
          Corporate
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole("link", { name: "Cart" }), { ctrlKey: true });
    fireEvent.click(screen.getByRole("link", { name: "Careers" }));
    fireEvent.click(screen.getByRole("link", { name: "Corporate" }));
    expect(where()).toBe("/");
  });
});

describe("NavLink", () => {
  it("is the current page on its own address and below it, whatever the case", () => {
    renderAt(
      "/Radilogy/ct-brain",
      <>
        <NavLink to="/radilogy">Scans</NavLink>
        <NavLink to="/radilogy/ct-brain">CT brain</NavLink>
        <NavLink to="/">Home</NavLink>
        <NavLink to="/radilogy/ct">CT</NavLink>
      </>,
    );
    const current = (name: string) =>
      screen.getByRole("link", { name }).getAttribute("aria-current");
    expect(current("Scans")).toBe("page");
    expect(current("CT brain")).toBe("page");
    expect(current("Home")).toBeNull();
    expect(current("CT")).toBeNull();
  });

  it("follows the address as the app navigates", () => {
    renderAt(
      "/",
      <>
        <NavLink to="/">Home</NavLink>
        <NavLink to="/cart">Cart</NavLink>
      </>,
    );
    expect(screen.getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBe("page");
    fireEvent.click(screen.getByRole("link", { name: "Cart" }));
    expect(screen.getByRole("link", { name: "Cart" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBeNull();
  });
});
