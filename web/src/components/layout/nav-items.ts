import { paths } from "~/lib/paths";

export interface NavItem {
  label: string;
  to: string;
  /** Extra pathnames that also mark this item as the current page. */
  alsoActiveOn?: string[];
}

/** Header navigation (spec §2), in this order. */
export const mainNav: NavItem[] = [
  { label: "Accueil", to: paths.accueil(), alsoActiveOn: [paths.home()] },
  { label: "Entreprise", to: paths.company() },
  { label: "Services", to: paths.services() },
  { label: "Formations", to: paths.catalogue() },
  { label: "Études de cas", to: paths.caseStudies() },
  { label: "Contact", to: paths.contact() },
];

/** Whether `pathname` is the item's page or one of its sub-pages. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (item.alsoActiveOn?.includes(path)) return true;
  return path === item.to || path.startsWith(`${item.to}/`);
}
