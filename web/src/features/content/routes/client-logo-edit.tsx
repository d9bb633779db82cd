import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { adminMeta } from "~/components/back-office/admin-meta";
import { uploadImage } from "../api/articles";
import { clientLogoKeys, deleteClientLogo, saveClientLogo, useClientLogo } from "../api/client-logos";
import { useContentImage } from "../api/preview";
import { ClientLogoEditor, EMPTY_CLIENT_LOGO, type ClientLogoEditorServices } from "../components/client-logo-editor";
import { blockRevisionKeys } from "../api/block-revisions";
import { BlockHistory } from "../components/block-history";
import { beforeEditor, ContentEditPage, followNewItem } from "../components/content-edit-page";
import { draftFromRow, publicationOf } from "../components/use-content-draft";

export function meta() {
  return adminMeta("Logo client", "Ajouter le logo d'un client et le publier sur la page d'accueil.");
}

const services: ClientLogoEditorServices = { save: saveClientLogo, remove: deleteClientLogo, upload: uploadImage };

function Editor({ id }: { id: number | null }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logo = useClientLogo(id);
  const image = useContentImage(logo.data?.logo, logo.data?.logo_alt);
  const waiting = beforeEditor(id, logo, "Impossible de charger ce logo", Boolean(logo.data?.logo) && image.isPending);
  if (waiting) return waiting;
  const row = logo.data;
  const initial = row
    ? { ...draftFromRow(EMPTY_CLIENT_LOGO, row), status: publicationOf(row).status }
    : EMPTY_CLIENT_LOGO;
  return (
    <>
      <ClientLogoEditor
        key={row?.id ?? "nouveau"}
        initial={initial}
        initialLogo={image.data ?? null}
        services={services}
        onSaved={(saved) => {
          void queryClient.invalidateQueries({ queryKey: clientLogoKeys.list });
          void queryClient.invalidateQueries({ queryKey: blockRevisionKeys.of("client_logos", String(saved.id)) });
          followNewItem(id, `/contenus/logos/${saved.id}`);
        }}
        onRemoved={() => {
          void queryClient.invalidateQueries({ queryKey: clientLogoKeys.list });
          void navigate("/contenus");
        }}
      />
      {id !== null && <BlockHistory block="client_logos" blockKey={id} />}
    </>
  );
}

export default function ClientLogoEditRoute() {
  return (
    <ContentEditPage newTitle="Nouveau logo client" editTitle="Modifier un logo client">
      {(id) => <Editor id={id} />}
    </ContentEditPage>
  );
}
