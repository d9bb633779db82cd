import { BriefcaseIcon, CheckIcon, CompassIcon, GraduationCapIcon } from "lucide-react";
import { ArrowLink } from "~/components/page/arrow-link";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { HeadedSection } from "~/components/page/headed-section";
import { servicePreviews, type ServicePreview } from "~/content/home";

const icons: Record<ServicePreview["icon"], typeof BriefcaseIcon> = {
  graduation: GraduationCapIcon,
  briefcase: BriefcaseIcon,
  compass: CompassIcon,
};

const linkClass =
  "inline-flex items-center gap-1.5 rounded-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring";

export function ServicesPreview() {
  return (
    <HeadedSection
      titleId="home-services-title"
      tone="tinted"
      eyebrow="Nos services"
      title="Former, conseiller, accompagner"
      description="Trois façons de travailler ensemble, combinables selon la maturité de votre organisation et l'ampleur de vos projets."
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {servicePreviews.map((service) => {
          const Icon = icons[service.icon];
          return (
            <li key={service.to} className="flex">
              <Card className="w-full transition-shadow hover:shadow-md">
                <CardHeader>
                  <span className="mb-2 flex size-11 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <CardTitle>{service.title}</CardTitle>
                  <CardDescription className="text-base">{service.description}</CardDescription>
                </CardHeader>
                <CardContent>
                  <ul className="space-y-2 text-sm">
                    {service.points.map((point) => (
                      <li key={point} className="flex gap-2">
                        <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                        {point}
                      </li>
                    ))}
                  </ul>
                </CardContent>
                <CardFooter>
                  <ArrowLink to={service.to} className={linkClass}>
                    {service.linkLabel}
                  </ArrowLink>
                </CardFooter>
              </Card>
            </li>
          );
        })}
      </ul>
    </HeadedSection>
  );
}
