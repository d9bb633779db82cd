import { useState } from "react";
import { serviceOffers } from "~/content/services";
import { ServiceOfferCard } from "../components/services/service-offer-card";
import { ServiceRequestDialog } from "../components/services/service-request-dialog";

/** The services page's offer cards and the request dialog their buttons open: one island (decision 0800). */
export function ServiceOffersIsland() {
  const [requestedService, setRequestedService] = useState<string | null>(null);
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {serviceOffers.map((offer) => (
          <li key={offer.id}>
            <ServiceOfferCard offer={offer} onRequest={setRequestedService} />
          </li>
        ))}
      </ul>
      <ServiceRequestDialog service={requestedService} onClose={() => setRequestedService(null)} />
    </>
  );
}
