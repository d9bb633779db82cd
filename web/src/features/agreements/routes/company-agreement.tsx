import { ArrowLeft } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { LoadError } from "~/components/back-office/list-states";
import { Card } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { site } from "~/config/site";
import { downloadAgreementPdf, signAgreement, useAgreement } from "../api/agreements";
import { AgreementSummary } from "../components/agreement-summary";
import { PdfButton } from "../components/pdf-button";
import { SignForm } from "../components/sign-form";
import { TraineesPanel } from "../components/trainees-panel";
import { agreementKeys } from "../lib/agreements";

export function meta() {
  return [
    { title: `Convention de formation | ${site.name}` },
    {
      name: "description",
      content: "La convention de formation de votre entreprise : la lire, la signer, désigner vos stagiaires.",
    },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/**
 * /espace-entreprise/conventions/:id — the training manager reads the agreement, downloads it, signs it and names the
 * trainees. Anyone else sees nothing (the database answers nothing).
 */
export default function CompanyAgreementRoute() {
  const id = Number(useParams().id);
  const agreement = useAgreement(id);
  const queryClient = useQueryClient();
  let body: React.ReactNode;
  if (agreement.isPending)
    body = <Skeleton role="status" aria-label="Chargement de la convention" className="h-64 w-full" />;
  else if (agreement.isError) {
    body = <LoadError message="La convention n'a pas pu être chargée." onRetry={() => void agreement.refetch()} />;
  } else if (!agreement.data) {
    body = <Card className="p-4">Cette convention n'existe pas ou ne concerne pas votre entreprise.</Card>;
  } else {
    const data = agreement.data;
    body = (
      <>
        <PdfButton
          label={data.status === "signed" ? "Télécharger la convention signée" : "Télécharger la convention"}
          download={() => downloadAgreementPdf(data.id, data.number, data.status === "signed")}
        />
        {data.status === "sent" && (
          <Card className="p-4">
            <SignForm
              company={data.organisations?.legal_name ?? "votre entreprise"}
              number={data.number}
              onSign={async (input) => {
                await signAgreement({ id: data.id, ...input });
                await queryClient.invalidateQueries({ queryKey: agreementKeys.all });
              }}
            />
          </Card>
        )}
        {data.status === "client_signed" && (
          <Card role="status" className="p-4">
            Vous avez signé la convention : elle attend la contresignature du cabinet.
          </Card>
        )}
        {data.status === "signed" && (
          <Card role="status" className="p-4">
            Convention signée par les deux parties.
          </Card>
        )}
        <AgreementSummary agreement={data} />
        <TraineesPanel agreement={data} />
      </>
    );
  }
  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6">
      <header className="grid gap-1">
        <Link to="/espace-entreprise" className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Espace entreprise
        </Link>
        <h1 className="text-2xl font-bold tracking-tight text-primary md:text-3xl">
          Convention {agreement.data?.number ?? ""}
        </h1>
      </header>
      {body}
    </div>
  );
}
