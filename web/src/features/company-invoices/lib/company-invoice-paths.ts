import { href } from "react-router";

/** The back office's company invoices and funders (issue 43 item 6, decisions 1000 and 1001). */
export const companyInvoicePaths = {
  list: () => href("/gestion-factures-entreprises"),
  reminders: () => `${href("/gestion-factures-entreprises")}?vue=relances`,
  detail: (id: number) => href("/gestion-factures-entreprises/:id", { id: String(id) }),
  funders: () => href("/gestion-financeurs"),
} as const;
