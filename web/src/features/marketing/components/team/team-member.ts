import type { ResponsiveImageSources } from "@common/content-images";
import { templateImage } from "~/features/blog";

/**
 * A published member of « Notre équipe » as visitors see them: read from public.team_members by the server
 * (server/src/content/team-pages.ts), which renders the page's department tabs with them (decision 0951).
 */
export interface PublicTeamMember {
  slug: string;
  name: string;
  position: string;
  department: TeamDepartmentId;
  offices: string[];
  bio: string;
  expertise: string[];
  /** Their photo in its responsive variants, or null: the card shows their drawn portrait (decision 1170). */
  photo: ResponsiveImageSources | null;
}

export type TeamDepartmentId = "direction" | "formation" | "conseil" | "operations";

export interface TeamDepartment {
  id: TeamDepartmentId;
  label: string;
  intro: string;
  members: PublicTeamMember[];
}

export const TEAM_PATH = "/notre-equipe";
/** The id of the page's section the server fills with the department tabs of the published members. */
export const TEAM_SECTION_ID = "membres-equipe";

/** The page's tabs, in their order (the table's `department` column says which one a member is in). */
export const TEAM_DEPARTMENTS: readonly Omit<TeamDepartment, "members">[] = [
  {
    id: "direction",
    label: "Direction",
    intro:
      "L'équipe de direction fixe nos priorités, garantit la qualité de nos interventions et entretient la relation avec nos partenaires.",
  },
  {
    id: "formation",
    label: "Formation",
    intro: "Nos formateurs sont des praticiens : ils enseignent ce qu'ils appliquent chaque jour sur le terrain.",
  },
  {
    id: "conseil",
    label: "Conseil",
    intro:
      "Nos consultants interviennent aux côtés de vos équipes, de la définition du portefeuille jusqu'à la livraison des projets.",
  },
  {
    id: "operations",
    label: "Opérations",
    intro:
      "L'équipe des opérations fait en sorte que chaque mission et chaque session se déroulent sans accroc, où que vous soyez.",
  },
];

/** The departments that have members, in the page's order, each with its members in the order given. */
export function departmentsOf(members: PublicTeamMember[]): TeamDepartment[] {
  return TEAM_DEPARTMENTS.map((department) => ({
    ...department,
    members: members.filter((member) => member.department === department.id),
  })).filter((department) => department.members.length > 0);
}

/**
 * What the build renders the page's tabs with: every department, a member with a photo and one without, so the
 * critical CSS keeps every rule a card may need (decision 0937). The server replaces them with the published members.
 */
export const templateTeamMembers: PublicTeamMember[] = TEAM_DEPARTMENTS.map((department, index) => ({
  slug: `_modele-${department.id}`,
  name: "Prénom Nom",
  position: "Fonction",
  department: department.id,
  offices: ["Bureau"],
  bio: "La présentation du membre.",
  expertise: ["Expertise"],
  photo: index === 0 ? templateImage : null,
}));

/** The members of `slugs` among `members`, in the order of `slugs` (an unpublished one is left out). */
const bySlugs = (slugs: readonly string[]) => (members: PublicTeamMember[]) =>
  slugs.flatMap((slug) => members.filter((member) => member.slug === slug));

/**
 * The other pages that show a few of the published members, as cards the server renders into their
 * `<section id>` from the database (decision 0951). Which people each page features is a choice of layout, kept
 * here; their names, positions, bios and photos are the database's.
 */
export const MEMBER_SECTIONS = {
  about: {
    path: "/a-propos",
    id: "equipe-apercu",
    showOffice: false,
    pick: bySlugs(["marie-claire-tremblay", "amadou-diallo", "aicha-kone", "jean-francois-gagnon"]),
  },
  company: {
    path: "/entreprise",
    id: "equipe-direction",
    showOffice: true,
    pick: bySlugs(["marie-claire-tremblay", "amadou-diallo", "sophie-lavoie", "serge-kouassi"]),
  },
} as const;
