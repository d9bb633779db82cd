import {
  Award,
  BadgePercent,
  BarChart3,
  BookOpen,
  Building2,
  CalendarClock,
  CalendarDays,
  CreditCard,
  FileSignature,
  FileText,
  GraduationCap,
  Home,
  Inbox,
  Landmark,
  LayoutDashboard,
  LogIn,
  MessageSquare,
  Newspaper,
  Receipt,
  TrendingUp,
  Users,
  UsersRound,
  type LucideIcon,
} from "lucide-react";
import { isKnownRole } from "~/domain/person";
import { paths } from "~/lib/paths";

export interface MenuItem {
  label: string;
  icon: LucideIcon;
  /** Where the entry leads; null for an entry whose screen does not exist (shown as 'Bientôt disponible', never a link). */
  to: string | null;
  /**
   * A count shown next to the entry. Only a real count may go here: the spec's fixed numbers (4, 2, 5) counted
   * nothing and were removed (issue 18, decision 0752).
   */
  badge?: number;
  /**
   * The heading of the group the entry belongs to (the admin's long menu reads in sections, issue 48 item 4); entries
   * of one section follow each other, and an entry without one comes first, above every heading.
   */
  section?: string;
}

const MENUS = {
  admin: [
    { label: "Tableau de bord", icon: LayoutDashboard, to: paths.dashboard() },
    { label: "Demandes", icon: Inbox, to: paths.enquiries(), section: "Clients" },
    // The 15-minute calls booked from the site and the consultants' availability (decision 1021).
    { label: "Rendez-vous", icon: CalendarClock, to: paths.callsAdmin(), section: "Clients" },
    { label: "Organisations", icon: Building2, to: "/gestion-organisations", section: "Clients" },
    { label: "Devis", icon: FileText, to: "/gestion-devis", section: "Clients" },
    { label: "Conventions", icon: FileSignature, to: "/gestion-conventions", section: "Clients" },
    { label: "Formations", icon: BookOpen, to: paths.manageFormations(), section: "Formations" },
    { label: "Sessions", icon: CalendarDays, to: paths.manageSessions(), section: "Formations" },
    { label: "Experts", icon: Users, to: paths.manageExperts(), section: "Formations" },
    { label: "Tarifs", icon: BadgePercent, to: "/gestion-tarifs", section: "Formations" },
    { label: "Paiements", icon: CreditCard, to: paths.payments(), section: "Finances" },
    { label: "Factures entreprises", icon: Receipt, to: "/gestion-factures-entreprises", section: "Finances" },
    { label: "Finances", icon: Landmark, to: "/gestion-finances", section: "Finances" },
    { label: "Statistiques", icon: BarChart3, to: paths.statistics(), section: "Pilotage et site" },
    { label: "Contenus", icon: Newspaper, to: "/contenus", section: "Pilotage et site" },
  ],
  // Editors edit the site's content and nothing else (issue 28): no « Paiements », no enquiries. « Contenus » is their
  // home (issue 48 item 3): the learner's dashboard is not theirs, and /tableau-de-bord sends them there.
  editor: [{ label: "Contenus", icon: Newspaper, to: "/contenus" }],
  trainer: [
    { label: "Tableau de bord", icon: LayoutDashboard, to: paths.dashboard() },
    { label: "Mes formations", icon: BookOpen, to: paths.myTrainings() },
    { label: "Calendrier", icon: CalendarDays, to: paths.calendar() },
    { label: "Messages", icon: MessageSquare, to: paths.messages() },
    { label: "Performance", icon: TrendingUp, to: paths.performance() },
  ],
  client: [
    { label: "Tableau de bord", icon: LayoutDashboard, to: paths.dashboard() },
    { label: "Mes formations", icon: GraduationCap, to: paths.myTrainings() },
    { label: "Certificats", icon: Award, to: paths.certificates() },
    { label: "Réseau", icon: UsersRound, to: paths.network() },
  ],
  visitor: [
    { label: "Accueil", icon: Home, to: paths.home() },
    { label: "Formations", icon: BookOpen, to: paths.catalogue() },
    { label: "Blog", icon: Newspaper, to: paths.blog() },
    { label: "Se connecter", icon: LogIn, to: paths.auth() },
  ],
} satisfies Record<string, MenuItem[]>;

/** Live counts shown on menu entries (only real counts, decision 0752). */
export interface MenuCounts {
  unreadEnquiries?: number;
}

/** The sidebar menu of a role (spec §6); an unknown or missing role gets the public menu. */
export function menuForRole(role: unknown, counts: MenuCounts = {}): MenuItem[] {
  const items: MenuItem[] = isKnownRole(role) ? MENUS[role] : MENUS.visitor;
  return items.map((item) =>
    item.to === paths.enquiries() && counts.unreadEnquiries ? { ...item, badge: counts.unreadEnquiries } : item,
  );
}
