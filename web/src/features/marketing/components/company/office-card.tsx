import { Building2Icon, MapPinIcon, PhoneIcon } from "lucide-react";
import { CardIconTile } from "~/components/page/card-icon-tile";
import { IconLine } from "~/components/page/icon-line";
import type { CompanyOffice } from "~/content/company";
import { site } from "~/config/site";

/** One office of the firm; address and phone come from the site configuration when it lists the office. */
export function OfficeCard({ office }: { office: CompanyOffice }) {
  const details = site.offices.find((candidate) => candidate.city === office.city);
  return (
    <article className="flex h-full flex-col rounded-lg border bg-card p-6">
      <CardIconTile icon={Building2Icon} tone="secondary" />
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
          <IconLine icon={MapPinIcon} className="text-muted-foreground">
            {details.address}
          </IconLine>
          <IconLine icon={PhoneIcon} iconClassName="text-muted-foreground">
            <a href={details.phoneHref} className="font-medium text-primary underline-offset-4 hover:underline">
              {details.phone}
            </a>
          </IconLine>
        </div>
      )}
    </article>
  );
}
