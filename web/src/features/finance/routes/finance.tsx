import { adminMeta } from "~/components/back-office/admin-meta";
import { AdminPage } from "~/components/back-office/admin-page";
import { ReceivablesSection } from "../components/receivables-section";
import { RevenueSection } from "../components/revenue-section";

export function meta() {
  return adminMeta("Finances", "L'encours des entreprises, le chiffre d'affaires et l'export comptable.");
}

/** /gestion-finances — receivables, revenue by client, formation or month, and the accounting export (issue 43 item 9). */
export default function FinanceRoute() {
  return (
    <AdminPage
      title="Finances"
      description="Ce que les entreprises et les financeurs doivent encore, le chiffre d'affaires d'une période et le journal des ventes pour la comptabilité."
    >
      <ReceivablesSection />
      <RevenueSection />
    </AdminPage>
  );
}
