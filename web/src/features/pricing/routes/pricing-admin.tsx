import { AdminPage } from "~/components/back-office/admin-page";
import { adminMeta } from "~/components/back-office/admin-meta";
import { InstalmentPlans } from "../components/instalment-plans";
import { PromoCodes } from "../components/promo-codes";
import { SessionRules } from "../components/session-rules";

export function meta() {
  return adminMeta("Tarifs", "Tarifs préférentiels, tarifs de groupe, paiement en plusieurs fois et codes promo.");
}

/** /gestion-tarifs — staff write a session's negotiated prices and the promotion codes (decisions 1002, 1003). */
export default function PricingAdminRoute() {
  return (
    <AdminPage
      title="Tarifs"
      description="Tarif préférentiel jusqu'à une date, tarif de groupe à partir d'un nombre de places, paiement en 2 ou 3 fois, et codes promo. Le prix est toujours calculé par la base de données et détaillé à l'apprenant avant paiement."
    >
      <div className="grid gap-6">
        <SessionRules />
        <PromoCodes />
        <InstalmentPlans />
      </div>
    </AdminPage>
  );
}
