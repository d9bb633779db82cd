import { Link, useLocation } from "react-router";
import { isNavItemActive, mainNav } from "./nav-items";

interface MainNavLinksProps {
  listClassName: string;
  /** The classes of one link; `active` is true for the current page's link. */
  linkClassName: (active: boolean) => string;
  /** Called when a link is followed (the mobile menu closes). */
  onNavigate?: () => void;
}

/** The main navigation's links, the current page's marked `aria-current="page"`: the header and the mobile menu draw them each their own way. */
export function MainNavLinks({ listClassName, linkClassName, onNavigate }: MainNavLinksProps) {
  const { pathname } = useLocation();
  return (
    <ul className={listClassName}>
      {mainNav.map((item) => {
        const active = isNavItemActive(item, pathname);
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              onClick={onNavigate}
              aria-current={active ? "page" : undefined}
              className={linkClassName(active)}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
