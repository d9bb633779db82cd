import { Building2Icon, MapPinIcon, PhoneIcon } from "lucide-react";
import { CardIconTile } from "~/components/page/card-icon-tile";
import { IconLine } from "~/components/page/icon-line";
import { PlacePicture } from "~/components/ui/place-picture";
import type { CompanyOffice } from "~/content/company";
import { site } from "~/config/site";
import type { ResponsiveImageSources } from "@common/content-images";
import { placeKey } from "~/domain/places";

/**
 * One office of the firm; address and phone come from the site configuration when it lists the office. With a
 * `picture` (the city drawn for the site), the card opens on it, replaced by the office's photo when the firm has
 * set one (decision 1085).
 */
export function OfficeCard({ office, picture }: { office: CompanyOffice; picture?: ResponsiveImageSources }) {
  const details = site.offices.find((candidate) => candidate.city === office.city);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border bg-card">
      {picture && <PlacePicture place={placeKey("bureau", office.city)} image={picture} className="rounded-none" />}
      <div className="flex flex-1 flex-col p-6">
        {!picture && <CardIconTile icon={Building2Icon} tone="secondary" />}
        <h3 className="text-lg font-semibold text-foreground">
          {office.city} <span className="font-normal text-muted-foreground">· {office.country}</span>
        </h3>
        <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{office.role}</p>
        {!details && (
          <p className="mt-4 border-t pt-4 text-sm text-muted-foreground">
            Rencontres sur rendez-vous : écrivez-nous depuis la page contact.
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
      </div>
    </article>
  );
}
