import type { AnchorHTMLAttributes } from "react";
import {
  type To,
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
} from "react-router-dom";

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** A path of this app (react-router's `To`), never an address elsewhere: use <a> for those. */
  to: To;
}

/**
 * A link to a page of the app: react-router's own `useHref` and `useLinkClickHandler` (the
 * router still navigates), without what react-router's <Link> adds that no page uses (prefetching
 * and route discovery for its framework mode, view transitions, reloadDocument): those were
 * about 2.5 KB gz of every first load (docs/performance.md, figure 1). A click with a modifier
 * key, another mouse button or a `target` is left to the browser, as <Link> leaves it; a click on
 * the page's own address replaces the history entry instead of adding one, as <Link> does.
 */
export function Link({ to, onClick, target, ...anchor }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  return (
    <a
      {...anchor}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}

/**
 * A Link that says when it is the current page: `aria-current="page"` on its own address and
 * below it (`/radilogy` on `/radilogy/ct-brain`), compared without case, as react-router's
 * <NavLink> does. The menus' styles read `aria-current`.
 */
export function NavLink({ to, ...link }: LinkProps) {
  const here = useLocation().pathname.toLowerCase();
  const there = useResolvedPath(to).pathname.toLowerCase();
  const end = there !== "/" && there.endsWith("/") ? there.length - 1 : there.length;
  const current = here === there || (here.startsWith(there) && here.charAt(end) === "/");
  return <Link {...link} to={to} aria-current={current ? "page" : undefined} />;
}
