import { CheckIcon } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";

export const INCLUSIONS = [
  "Support de cours complet (version numérique et imprimée)",
  "Certificat de participation",
  "Suivi post-formation de 3 mois",
  "Modèles et outils prêts à l'emploi",
  "Pauses café et déjeuners (sessions en présentiel)",
  "Accès au réseau des anciens participants",
];

export function Inclusions() {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Ce qui est inclus</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 text-sm">
          {INCLUSIONS.map((item) => (
            <li key={item} className="flex items-start gap-2">
              <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
