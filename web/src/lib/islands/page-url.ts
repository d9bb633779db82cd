import type { Navigator, To } from "react-router";

/**
 * The page's URL as the islands of one page share it (docs/decisions/0802). A navigation to another path is a
 * page load (the public pages are separate documents, 0801); one that only changes the query string or the hash
 * stays on the page: the URL is updated in place and every island reading it re-renders, so two islands can share
 * state through `?theme=` and the like (useSearchParams keeps working inside an island).
 */
const listeners = new Set<() => void>();

export function subscribePageUrl(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

export const currentPageSearch = () => window.location.search;

const hrefOf = (to: To) => (typeof to === "string" ? to : `${to.pathname ?? ""}${to.search ?? ""}${to.hash ?? ""}`);

function go(to: To, replace: boolean) {
  const href = hrefOf(to);
  const target = new URL(href, window.location.href);
  if (target.origin === window.location.origin && target.pathname === window.location.pathname) {
    if (replace) window.history.replaceState(window.history.state, "", target);
    else window.history.pushState(null, "", target);
    for (const listener of listeners) listener();
  } else if (replace) window.location.replace(href);
  else window.location.assign(href);
}

/** Link, NavLink, useNavigate and setSearchParams inside an island go through this navigator. */
export const documentNavigator: Navigator = {
  createHref: hrefOf,
  push: (to) => go(to, false),
  replace: (to) => go(to, true),
  go: (delta) => window.history.go(delta),
};

/** True in a document served as an island page (its links and navigations are page loads). */
export const onIslandPage = () =>
  typeof document !== "undefined" && document.documentElement.hasAttribute("data-island-page");

/** Long enough to read a toast such as « Connexion réussie » before the next page replaces this one. */
export const NOTICE_BEFORE_LEAVING_MS = 1500;

/**
 * Runs a navigation that follows a toast. On an island page the navigation is a page load, which would take the
 * toast with it: it waits a moment first. In the single-page app the toast survives the navigation, so no wait.
 */
export function leaveAfterNotice(navigate: () => void): void {
  if (onIslandPage()) window.setTimeout(navigate, NOTICE_BEFORE_LEAVING_MS);
  else navigate();
}
