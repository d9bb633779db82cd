import { ArrowLeftIcon, BookOpenIcon, CompassIcon, MailIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { site } from "~/config/site";
import { paths } from "~/lib/paths";
import { islandPage } from "~/lib/islands/island-page";

export const handle = islandPage;

export function meta() {
  return [
    { title: `Page non trouvée | ${site.fullName}` },
    { name: "description", content: "La page demandée n'existe pas ou a été déplacée." },
    { name: "robots", content: "noindex" },
  ];
}

const suggestions = [
  {
    icon: BookOpenIcon,
    label: "Catalogue des formations",
    description: "Nos formations certifiantes et nos prochaines sessions.",
    to: paths.catalogue(),
  },
  {
    icon: CompassIcon,
    label: "Nos services",
    description: "Conseil, coaching et accompagnement de vos projets.",
    to: paths.services(),
  },
  {
    icon: MailIcon,
    label: "Nous contacter",
    description: "Une question ? Nos conseillers vous répondent.",
    to: paths.contact(),
  },
];

export default function NotFoundPage() {
  return (
    <Container className="py-20 md:py-28">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-wide text-warm-subtle-foreground uppercase dark:text-warm">
          Erreur 404
        </p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-primary md:text-5xl">Page non trouvée</h1>
        <p className="mt-6 text-lg text-muted-foreground">
          La page que vous cherchez n'existe pas ou a été déplacée. Vérifiez l'adresse, ou poursuivez votre visite
          depuis l'une des pages ci-dessous.
        </p>
        <Link to={paths.home()} className={`${buttonVariants({ size: "lg" })} mt-10`}>
          <ArrowLeftIcon aria-hidden="true" />
          Retour à l'accueil
        </Link>
      </div>
      <ul className="mx-auto mt-16 grid max-w-4xl gap-4 md:grid-cols-3">
        {suggestions.map(({ icon: Icon, label, description, to }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full flex-col gap-2 rounded-lg border bg-card p-5 transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-ring"
            >
              <Icon className="size-5 text-primary" aria-hidden="true" />
              <span className="font-semibold text-foreground">{label}</span>
              <span className="text-sm text-muted-foreground">{description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Container>
  );
}
