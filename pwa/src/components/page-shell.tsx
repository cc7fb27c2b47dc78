import type { ReactNode } from "react";
import { useDocumentTitle } from "./use-document-title.ts";

/** A page's heading and body; every page starts with one h1 named like the page. */
export function PageShell({
  title,
  className,
  children,
}: {
  title: string;
  /** Added to `page` (e.g. a wide layout that lifts the reading-width limit). */
  className?: string;
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className={className ? `page ${className}` : "page"}>
      <h1 className="page-title">{title}</h1>
      {children}
    </div>
  );
}
