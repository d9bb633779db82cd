import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "lucide-react";
import { site } from "~/config/site";

const linkClass = "font-medium text-primary underline-offset-4 hover:underline";

function Block({ icon: Icon, title, children }: { icon: typeof MailIcon; title: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-4">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-md bg-secondary text-secondary-foreground">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-foreground">{title}</h3>
        <div className="mt-1 text-sm leading-relaxed text-muted-foreground">{children}</div>
      </div>
    </div>
  );
}

/** Offices, phone lines, mailboxes and opening hours, all read from the site configuration. */
export function ContactDetails() {
  return (
    <div className="grid gap-8">
      <Block icon={MapPinIcon} title="Nos bureaux">
        <ul className="grid gap-3">
          {site.offices.map((office) => (
            <li key={office.city}>
              <span className="font-medium text-foreground">
                {office.city}, {office.country}
              </span>
              <br />
              {office.address}
            </li>
          ))}
        </ul>
      </Block>
      <Block icon={PhoneIcon} title="Téléphone">
        <ul className="grid gap-1">
          {site.phones.map((line) => (
            <li key={line.city}>
              {line.city} :{" "}
              <a href={line.href} className={linkClass}>
                {line.phone}
              </a>
            </li>
          ))}
        </ul>
      </Block>
      <Block icon={MailIcon} title="Email">
        <ul className="grid gap-1">
          <li>
            Renseignements :{" "}
            <a href={`mailto:${site.emails.contact}`} className={`${linkClass} break-all`}>
              {site.emails.contact}
            </a>
          </li>
          <li>
            Formations :{" "}
            <a href={`mailto:${site.emails.training}`} className={`${linkClass} break-all`}>
              {site.emails.training}
            </a>
          </li>
        </ul>
      </Block>
      <Block icon={ClockIcon} title="Horaires d'ouverture">
        <p>{site.hours.weekdays}</p>
        <p>{site.hours.weekend}</p>
      </Block>
    </div>
  );
}
