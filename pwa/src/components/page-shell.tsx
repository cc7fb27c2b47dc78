import type { ReactNode } from "react";
import { useDocumentTitle } from "./use-document-title.ts";

/** A page's heading and body; every page starts with one h1 named like the page. */
export function PageShell({
  title,
  heading,
  className,
  children,
}: {
  title: string;
  /** The h1 when it is more than the title's text (a name in two languages). */
  heading?: ReactNode;
  /** Added to `page` (e.g. a wide layout that lifts the reading-width limit). */
  className?: string;
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className={className ? `page ${className}` : "page"}>
      <h1 className="page-title">{heading ?? title}</h1>
      {children}
    </div>
  );
}
