import { brand } from "@vyom/catalog";

/** The brand mark and wordmark; the name comes from the brand module. */
export function Logo() {
  return (
    <span className="logo">
      <svg className="logo-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path fill="#fff" d="M12.5 5h7v7.5H27v7h-7.5V27h-7v-7.5H5v-7h7.5z" />
      </svg>
      <span className="logo-text">
        <span className="logo-name">{brand.shortName}</span>{" "}
        <span className="logo-tagline">Diagnostics</span>
      </span>
    </span>
  );
}
