import { useQueryClient } from "@tanstack/react-query";
import { adminMeta } from "~/components/back-office/admin-meta";
import { jobOfferKeys, previewJobOffer, saveJobOffer, useJobOffer, useJobOfferRevisions } from "../api/job-offers";
import { beforeEditor, ContentEditPage, followNewItem } from "../components/content-edit-page";
import { RevisionHistory } from "../components/editor/revision-history";
import { EMPTY_JOB_OFFER, JobOfferEditor, type JobOfferEditorServices } from "../components/job-offer-editor";
import { draftFromRow, publicationOf } from "../components/use-content-draft";

export function meta() {
  return adminMeta("Offre d'emploi", "Rédiger, prévisualiser, publier et clore une offre d'emploi.");
}

const services: JobOfferEditorServices = { save: saveJobOffer, preview: previewJobOffer };

function History({ id }: { id: number }) {
  const { data } = useJobOfferRevisions(id);
  return <RevisionHistory revisions={data} />;
}

function Editor({ id }: { id: number | null }) {
  const queryClient = useQueryClient();
  const offer = useJobOffer(id);
  const waiting = beforeEditor(id, offer, "Impossible de charger l'offre");
  if (waiting) return waiting;
  const row = offer.data;
  const initial = row ? { ...draftFromRow(EMPTY_JOB_OFFER, row), ...publicationOf(row) } : EMPTY_JOB_OFFER;
  return (
    <>
      <JobOfferEditor
        key={row?.id ?? "nouvelle"}
        initial={initial}
        services={services}
        onSaved={(saved) => {
          void queryClient.invalidateQueries({ queryKey: jobOfferKeys.list });
          void queryClient.invalidateQueries({ queryKey: jobOfferKeys.revisions(saved.id) });
          followNewItem(id, `/contenus/offres/${saved.id}`);
        }}
      />
      {id !== null && <History id={id} />}
    </>
  );
}

export default function JobOfferEditRoute() {
  return (
    <ContentEditPage newTitle="Nouvelle offre d'emploi" editTitle="Modifier l'offre d'emploi">
      {(id) => <Editor id={id} />}
    </ContentEditPage>
  );
}
