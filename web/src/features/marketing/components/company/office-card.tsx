import { Building2Icon, MapPinIcon, PhoneIcon } from "lucide-react";
import type { CompanyOffice } from "~/content/company";
import { site } from "~/config/site";

/** One office of the firm; address and phone come from the site configuration when it lists the office. */
export function OfficeCard({ office }: { office: CompanyOffice }) {
  const details = site.offices.find((candidate) => candidate.city === office.city);
  return (
    <article className="flex h-full flex-col rounded-lg border bg-card p-6">
      <span className="mb-4 inline-flex size-11 items-center justify-center rounded-md bg-secondary text-secondary-foreground">
        <Building2Icon className="size-5" aria-hidden="true" />
      </span>
      <h3 className="text-lg font-semibold text-foreground">
        {office.city} <span className="font-normal text-muted-foreground">· {office.country}</span>
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{office.role}</p>
      {!details && (
        <p className="mt-4 border-t pt-4 text-sm text-muted-foreground">
          Rencontres sur rendez-vous : écrivez-nous depuis la page contact.
        </p>
      )}
      {details && (
        <div className="mt-4 grid gap-2 border-t pt-4 text-sm">
          <p className="flex gap-2 text-muted-foreground">
            <MapPinIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {details.address}
          </p>
          <p className="flex gap-2">
            <PhoneIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <a href={details.phoneHref} className="font-medium text-primary underline-offset-4 hover:underline">
              {details.phone}
            </a>
          </p>
        </div>
      )}
    </article>
  );
}
