import { AwardIcon, ClockIcon, MonitorSmartphoneIcon, UserIcon } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { themeLabel } from "~/content/formations";
import type { Formation } from "@common/database";

interface FormationHeaderProps {
  formation: Formation;
  certification: string;
}

export function FormationHeader({ formation, certification }: FormationHeaderProps) {
  const facts = [
    { icon: ClockIcon, label: "Durée", value: formation.duration },
    { icon: UserIcon, label: "Expert", value: formation.expert },
    { icon: MonitorSmartphoneIcon, label: "Formats", value: formation.formats.join(" · ") },
    { icon: AwardIcon, label: "Certification", value: certification },
  ];
  return (
    <header className="max-w-3xl">
      <Badge variant="accent">{themeLabel(formation.theme)}</Badge>
      <h1 className="mt-4 text-3xl font-bold tracking-tight md:text-5xl">{formation.title}</h1>
      <p className="mt-5 text-lg text-band-muted">{formation.description}</p>
      <dl className="mt-8 grid gap-4 sm:grid-cols-2">
        {facts.map(({ icon: Icon, label, value }) => (
          <div key={label}>
            <dt className="flex items-center gap-2 text-sm text-band-muted">
              <Icon className="size-5 shrink-0 text-amber-200" aria-hidden="true" />
              {label}
            </dt>
            <dd className="pl-7 font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
