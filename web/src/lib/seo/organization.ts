import logoUrl from "~/components/layout/favicon.svg?no-inline";
import { site } from "~/config/site";

/** The firm as schema.org `Organization` (home page), from the one site configuration. */
export function organizationData() {
  return {
    "@type": "Organization",
    "@id": `${site.url}/#organisation`,
    name: site.fullName,
    legalName: site.legalName,
    description: site.description,
    url: `${site.url}/`,
    logo: `${site.url}${logoUrl}`,
    email: site.emails.contact,
    areaServed: ["Afrique francophone", "Canada"],
    knowsLanguage: "fr",
    sameAs: site.social.map((link) => link.href),
    address: site.offices.map((office) => ({
      "@type": "PostalAddress",
      streetAddress: office.address,
      addressLocality: office.city,
      addressCountry: office.country,
    })),
    contactPoint: site.offices.map((office) => ({
      "@type": "ContactPoint",
      telephone: office.phone,
      contactType: "customer service",
      areaServed: office.country,
      availableLanguage: "French",
    })),
  };
}

/** A short reference to the firm, for the `provider` of a formation. */
export function organizationRef() {
  return { "@type": "Organization", "@id": `${site.url}/#organisation`, name: site.fullName, url: `${site.url}/` };
}
