import { FileDownIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { toast } from "~/components/ui/toast";
import type { Formation } from "@common/database";
import { formatPrice } from "~/domain/money";

/** 'Sur demande' without a price, otherwise amount, currency and 'Par participant, hors taxes' (spec §2). */
export function PriceCard({ formation, enrolButton }: { formation: Formation; enrolButton: React.ReactNode }) {
  const price = formatPrice(formation.price, formation.price_currency);
  return (
    <Card className="border-primary/30">
      <CardHeader className="pb-4">
        <CardTitle className="text-sm font-medium text-muted-foreground">Tarif</CardTitle>
        {price ? (
          <>
            {/* A figure, not a paragraph posing as a heading (axe p-as-heading). */}
            <div className="text-3xl font-bold whitespace-nowrap text-primary" data-testid="formation-price">
              {price}
            </div>
            <p className="text-sm text-muted-foreground">Par participant, hors taxes</p>
          </>
        ) : (
          <div className="text-3xl font-bold text-primary" data-testid="formation-price">
            Sur demande
          </div>
        )}
      </CardHeader>
      <CardContent className="grid gap-3">
        {enrolButton}
        <BrochureButton />
      </CardContent>
    </Card>
  );
}

/** No brochure file is published yet: the button says so honestly instead of offering a dead download. */
function BrochureButton() {
  return (
    <Button
      variant="outline"
      onClick={() =>
        toast({
          title: "Brochure bientôt disponible",
          description:
            "La brochure détaillée de cette formation sera bientôt disponible. Demandez-la-nous dès maintenant via la page contact.",
        })
      }
    >
      <FileDownIcon aria-hidden="true" />
      Télécharger la brochure
    </Button>
  );
}
