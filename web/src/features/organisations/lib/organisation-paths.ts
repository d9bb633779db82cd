import { href } from "react-router";

/** The organisations' screens (issue 43): the back office's and the training manager's « Espace entreprise ». */
export const organisationPaths = {
  list: () => href("/gestion-organisations"),
  create: () => href("/gestion-organisations/nouvelle"),
  edit: (id: string) => href("/gestion-organisations/:id", { id }),
  companySpace: () => href("/espace-entreprise"),
} as const;
