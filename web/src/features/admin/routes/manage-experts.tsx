import { prefetchWithRoute } from "~/app/prefetch";
import { AdminPage } from "~/components/back-office/admin-page";
import { expertPagesQuery } from "../api/list-formations";
import { ExpertsList } from "../components/experts-list";
import { RolesSection } from "../components/roles-section";
import { adminMeta } from "~/components/back-office/admin-meta";

export function meta() {
  return adminMeta("Experts et rôles", "Les experts des formations, leur renommage et les rôles des utilisateurs.");
}

/** The first page of experts is asked for with the route (issue 46 item 3). */
export function clientLoader() {
  return prefetchWithRoute((client) => client.prefetchInfiniteQuery(expertPagesQuery("")));
}

export default function ManageExpertsRoute() {
  return (
    <AdminPage
      title="Experts et rôles"
      description="Les experts sont les noms indiqués sur les formations. Renommer un expert met à jour toutes ses formations d'un coup."
    >
      <ExpertsList />
      <RolesSection />
    </AdminPage>
  );
}
