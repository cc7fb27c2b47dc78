import { NavLink } from "@/components/link.tsx";

const links = [
  { to: "/corporate", label: "Corporate" },
  { to: "/business-enquiry", label: "Franchise Enquiry" },
  { to: "/careers", label: "Careers" },
] as const;

/** The thin bar above the header; the current page's link is highlighted (aria-current). */
export function QuickLinksBar() {
  return (
    <nav className="quick-links on-dark" aria-label="Quick links">
      <ul className="container quick-links-row">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className="quick-link">
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
