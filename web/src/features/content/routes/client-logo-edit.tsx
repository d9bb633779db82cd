import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { adminMeta } from "~/components/back-office/admin-meta";
import { LoadError } from "~/components/back-office/load-error";
import { Skeleton } from "~/components/ui/skeleton";
import { uploadImage } from "../api/articles";
import { clientLogoKeys, deleteClientLogo, saveClientLogo, useClientLogo } from "../api/client-logos";
import { coverImage } from "../api/preview";
import { ClientLogoEditor, EMPTY_CLIENT_LOGO, type ClientLogoEditorServices } from "../components/client-logo-editor";
import { ContentEditorsOnly } from "../components/content-editors-only";

export function meta() {
  return adminMeta("Logo client", "Ajouter le logo d'un client et le publier sur la page d'accueil.");
}

const services: ClientLogoEditorServices = { save: saveClientLogo, remove: deleteClientLogo, upload: uploadImage };

function Editor({ id }: { id: number | null }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logo = useClientLogo(id);
  const image = useQuery({
    queryKey: ["content_images", logo.data?.logo ?? ""],
    enabled: Boolean(logo.data?.logo),
    queryFn: () => coverImage(logo.data!.logo, logo.data!.logo_alt),
  });
  if (id !== null && logo.isPending) return <Skeleton className="h-96 w-full" />;
  if (id !== null && logo.isError)
    return <LoadError message="Impossible de charger ce logo" onRetry={() => void logo.refetch()} />;
  if (logo.data?.logo && image.isPending) return <Skeleton className="h-96 w-full" />;
  const row = logo.data;
  const initial = row
    ? {
        id: row.id,
        name: row.name,
        logo: row.logo,
        logo_alt: row.logo_alt,
        link: row.link,
        sort_order: row.sort_order,
        status: row.status === "published" ? ("published" as const) : ("draft" as const),
      }
    : EMPTY_CLIENT_LOGO;
  return (
    <ClientLogoEditor
      key={row?.id ?? "nouveau"}
      initial={initial}
      initialLogo={image.data ?? null}
      services={services}
      onSaved={(saved) => {
        void queryClient.invalidateQueries({ queryKey: clientLogoKeys.list });
        if (id === null) window.history.replaceState(window.history.state, "", `/contenus/logos/${saved.id}`);
      }}
      onRemoved={() => {
        void queryClient.invalidateQueries({ queryKey: clientLogoKeys.list });
        void navigate("/contenus");
      }}
    />
  );
}

export default function ClientLogoEditRoute() {
  const { id } = useParams();
  const logoId = id && /^\d+$/.test(id) ? Number(id) : null;
  return (
    <ContentEditorsOnly>
      <div className="mx-auto grid max-w-5xl gap-6">
        <h1 className="text-2xl font-bold tracking-tight text-primary md:text-3xl">
          {logoId === null ? "Nouveau logo client" : "Modifier un logo client"}
        </h1>
        <Editor id={logoId} />
      </div>
    </ContentEditorsOnly>
  );
}
