import { useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import { adminMeta } from "~/components/back-office/admin-meta";
import { LoadError } from "~/components/back-office/load-error";
import { Skeleton } from "~/components/ui/skeleton";
import { jobOfferKeys, previewJobOffer, saveJobOffer, useJobOffer, useJobOfferRevisions } from "../api/job-offers";
import { ContentEditorsOnly } from "../components/content-editors-only";
import { RevisionHistory } from "../components/editor-parts";
import { EMPTY_JOB_OFFER, JobOfferEditor, type JobOfferEditorServices } from "../components/job-offer-editor";

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
  if (id !== null && offer.isPending) return <Skeleton className="h-96 w-full" />;
  if (id !== null && offer.isError)
    return <LoadError message="Impossible de charger l'offre" onRetry={() => void offer.refetch()} />;
  const row = offer.data;
  const initial = row
    ? {
        id: row.id,
        title: row.title,
        slug: row.slug,
        department: row.department,
        location: row.location,
        employment_type: row.employment_type,
        summary: row.summary,
        description: row.description,
        skills: row.skills,
        closes_on: row.closes_on,
        status: row.status as "draft" | "published",
        published_at: row.published_at,
      }
    : EMPTY_JOB_OFFER;
  return (
    <>
      <JobOfferEditor
        key={row?.id ?? "nouvelle"}
        initial={initial}
        services={services}
        onSaved={(saved) => {
          void queryClient.invalidateQueries({ queryKey: jobOfferKeys.list });
          void queryClient.invalidateQueries({ queryKey: jobOfferKeys.revisions(saved.id) });
          // The address follows the new offer without remounting the editor (its unsaved fields would be lost).
          if (id === null) window.history.replaceState(window.history.state, "", `/contenus/offres/${saved.id}`);
        }}
      />
      {id !== null && <History id={id} />}
    </>
  );
}

export default function JobOfferEditRoute() {
  const { id } = useParams();
  const offerId = id && /^\d+$/.test(id) ? Number(id) : null;
  return (
    <ContentEditorsOnly>
      <div className="mx-auto grid max-w-5xl gap-6">
        <h1 className="text-2xl font-bold tracking-tight text-primary md:text-3xl">
          {offerId === null ? "Nouvelle offre d'emploi" : "Modifier l'offre d'emploi"}
        </h1>
        <Editor id={offerId} />
      </div>
    </ContentEditorsOnly>
  );
}
