import { useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import { useLocation } from "react-router";
import { HeadedSection } from "~/components/page/headed-section";
import { Section, SectionHeading } from "~/components/ui/section";
import { site } from "~/config/site";
import { employeeTestimonials } from "~/content/careers";
import { getSupabase } from "~/lib/supabase";
import { ApplicationForm, type ApplicationFormHandle, type AppliedOffer } from "../components/careers/application-form";
import { EmployeeTestimonials } from "../components/careers/employee-testimonials";

const OFFER_PAGE = /^\/carrieres\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

/**
 * The offer of the page the form is on (/carrieres/<slug>), as the public may read it: published and open. None on
 * /carrieres, on the build's template page, or once the offer is closed (the form is then a spontaneous one).
 */
function useOfferOfPage(): AppliedOffer | null {
  const slug = OFFER_PAGE.exec(useLocation().pathname)?.[1] ?? null;
  const query = useQuery({
    queryKey: ["job_offers", "public", slug],
    enabled: slug !== null,
    queryFn: async (): Promise<AppliedOffer | null> => {
      const supabase = await getSupabase();
      const { data, error } = await supabase.from("job_offers").select("slug, title").eq("slug", slug!).maybeSingle();
      if (error) throw error;
      return data;
    },
  });
  return query.data ?? null;
}

/** The application section: its heading on the left, the form in a card on the right. */
function ApplicationSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <Section tone="tinted" id="candidature" aria-labelledby="candidature-titre">
      <div className="grid gap-10 lg:grid-cols-[2fr_3fr]">
        <SectionHeading id="candidature-titre" eyebrow="Candidature" title={title} description={description} />
        <div className="rounded-xl border bg-card p-6 md:p-8">{children}</div>
      </div>
    </Section>
  );
}

/**
 * The careers pages' interactive part (decision 0800): on /carrieres, the testimonials and the spontaneous
 * application; on an offer's page (`offerPage`), the application to that offer. The offers themselves are plain
 * HTML the server renders from the database (decision 0894).
 */
export function CareersApplyIsland({ offerPage = false }: { offerPage?: boolean }) {
  const form = useRef<ApplicationFormHandle>(null);
  const offer = useOfferOfPage();
  if (offerPage) {
    return (
      <ApplicationSection
        title="Postuler à cette offre"
        description={`Joignez votre CV et quelques lignes de présentation : votre candidature mentionne l'offre. Vous pouvez aussi écrire à ${site.emails.contact}.`}
      >
        <ApplicationForm ref={form} offer={offer} />
      </ApplicationSection>
    );
  }
  return (
    <>
      <HeadedSection titleId="temoignages" eyebrow="Ils travaillent avec nous" title="La parole à nos collaborateurs">
        <EmployeeTestimonials testimonials={employeeTestimonials} />
      </HeadedSection>

      <ApplicationSection
        title="Candidature spontanée"
        description={`Aucune offre ne correspond à votre profil ? Présentez-vous : nous étudions chaque candidature avec attention. Vous pouvez aussi écrire à ${site.emails.contact}.`}
      >
        <ApplicationForm ref={form} />
      </ApplicationSection>
    </>
  );
}
