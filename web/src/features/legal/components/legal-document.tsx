import { Link } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { Container } from "~/components/ui/container";
import type { LegalDocument } from "~/content/legal";
import { paths } from "~/lib/paths";

const otherDocuments = [
  { label: "Mentions légales", to: paths.legalNotice() },
  { label: "Politique de confidentialité", to: paths.privacy() },
  { label: "Conditions générales de vente", to: paths.terms() },
];

/** "Dernière mise à jour : janvier 2026": the spec wants the current year on every legal page. */
export function lastUpdatedLine(month: string, now = new Date()): string {
  return `Dernière mise à jour : ${month} ${now.getFullYear()}`;
}

/** A legal text: hero, table of contents, numbered sections, links to the other legal documents. */
export function LegalDocumentPage({ document, path }: { document: LegalDocument; path: string }) {
  return (
    <>
      <PageHero
        eyebrow="Informations légales"
        visual={{ kind: "illustration", name: "documents" }}
        title={document.title}
        description={lastUpdatedLine(document.updatedMonth)}
      />
      <Container className="grid gap-12 py-12 md:py-16 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="Sommaire" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">Sommaire</h2>
          <ol className="grid gap-2 text-sm">
            {document.sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="text-primary underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {index + 1}. {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl">
          {document.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-titre`}
              className="scroll-mt-28 border-b py-8 first:pt-0 last:border-b-0"
            >
              <h2 id={`${section.id}-titre`} className="text-xl font-bold text-primary md:text-2xl">
                {index + 1}. {section.heading}
              </h2>
              <div className="mt-4 grid gap-4 leading-relaxed text-foreground">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {section.list && (
                  <ul className="grid list-disc gap-2 pl-6 marker:text-warm">
                    {section.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
              </div>
            </section>
          ))}
          <nav aria-label="Autres documents légaux" className="mt-8 rounded-lg border bg-tinted p-6">
            <h2 className="mb-3 font-semibold text-foreground">Autres documents</h2>
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              {otherDocuments
                .filter((other) => other.to !== path)
                .map((other) => (
                  <li key={other.to}>
                    <Link to={other.to} className="font-medium text-primary underline-offset-4 hover:underline">
                      {other.label}
                    </Link>
                  </li>
                ))}
              <li>
                <Link to={paths.contact()} className="font-medium text-primary underline-offset-4 hover:underline">
                  Nous contacter
                </Link>
              </li>
            </ul>
          </nav>
        </article>
      </Container>
    </>
  );
}
