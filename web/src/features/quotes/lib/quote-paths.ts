import { href } from "react-router";

/** The quotes' screens (issue 43 item 2, decision 0997): the back office's and the client's link. */
export const quotePaths = {
  list: () => href("/gestion-devis"),
  create: () => href("/gestion-devis/nouveau"),
  edit: (id: number) => href("/gestion-devis/:id", { id: String(id) }),
  link: (token: string) => href("/devis/:token", { token }),
} as const;
