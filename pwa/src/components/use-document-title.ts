import { brand } from "@vyom/catalog";
import { useEffect } from "react";

/** "<page> | Vyom Diagnostics" while the page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${brand.name}`;
  }, [title]);
}
