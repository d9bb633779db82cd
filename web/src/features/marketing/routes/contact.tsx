import { IntroHero } from "~/components/page/intro-hero";
import { sitePictures } from "~/assets/pictures";
import { Section, SectionHeading } from "~/components/ui/section";
import { contactIntro } from "~/content/contact";
import { Island } from "~/lib/islands/island";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { ContactDetails } from "../components/contact/contact-details";
import { ContactForm } from "../components/contact/contact-form";
import { OfficeMap } from "../components/contact/office-map";
import { ContactFaqIsland } from "../islands/contact-faq-island";
import { islandPage } from "~/lib/islands/island-page";

export const handle = islandPage;

export function meta() {
  return pageMeta({
    title: "Contact",
    description:
      "Écrivez-nous pour une formation, un devis ou un accompagnement. Bureaux à Montréal, Abidjan et Dakar, ouverts du lundi au vendredi de 9h à 17h.",
    path: paths.contact(),
  });
}

const access = [
  "Métro : station Bonaventure (ligne orange), sortie rue De La Gauchetière.",
  "Train et autocar : gare Centrale, à 3 minutes à pied.",
  "Stationnements publics à proximité, boulevard René-Lévesque.",
  "Accueil sur rendez-vous, du lundi au vendredi de 9h à 17h.",
];

export default function ContactPage() {
  return (
    <>
      <IntroHero intro={contactIntro} picture={sitePictures.contactDesk} />

      <Section aria-labelledby="ecrire">
        <div className="grid gap-12 lg:grid-cols-[3fr_2fr]">
          <div className="rounded-xl border bg-card p-6 md:p-8">
            <h2 id="ecrire" className="mb-6 text-2xl font-bold text-primary">
              Envoyez-nous un message
            </h2>
            <Island name="contact-form" component={ContactForm} />
          </div>
          <aside aria-labelledby="coordonnees">
            <h2 id="coordonnees" className="mb-6 text-2xl font-bold text-primary">
              Nos coordonnées
            </h2>
            <ContactDetails />
          </aside>
        </div>
      </Section>

      <Section tone="tinted" aria-labelledby="plan">
        <div className="grid items-start gap-10 lg:grid-cols-[2fr_3fr]">
          <div>
            <SectionHeading
              id="plan"
              eyebrow="Nous rendre visite"
              title="Notre siège à Montréal"
              description="Au cœur du centre-ville, à quelques minutes à pied de la gare Centrale."
              className="mb-6"
            />
            <ul className="grid gap-3 text-muted-foreground">
              {access.map((item) => (
                <li key={item} className="flex gap-2">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-warm" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <OfficeMap />
        </div>
      </Section>

      <Section aria-labelledby="faq">
        <div className="mx-auto max-w-3xl">
          <SectionHeading id="faq" eyebrow="FAQ" title="Questions fréquentes" />
          <Island name="contact-faq" component={ContactFaqIsland} />
        </div>
      </Section>
    </>
  );
}
