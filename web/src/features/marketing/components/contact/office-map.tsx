import { ExternalLinkIcon, MapPinIcon } from "lucide-react";
import { site } from "~/config/site";
import { montrealMap } from "~/content/contact";

/**
 * The Montréal office on a map drawn here, in SVG: the page loads no tiles or scripts from a map provider.
 * The only outside resource is a plain link the visitor may choose to follow.
 */
export function OfficeMap() {
  const office = site.offices[0];
  return (
    <figure className="overflow-hidden rounded-xl border bg-card">
      <svg viewBox="0 0 640 320" role="img" aria-labelledby="carte-montreal-titre" className="block h-auto w-full">
        <title id="carte-montreal-titre">{`Plan du centre-ville de Montréal situant notre bureau : ${office.address}`}</title>
        <rect width="640" height="320" className="fill-tinted" />
        <path
          d="M0 40 C 60 20, 130 30, 170 70 C 200 100, 150 140, 90 140 C 40 140, 0 120, 0 100 Z"
          className="fill-success/20"
        />
        <text x="40" y="85" className="fill-muted-foreground text-[13px] font-medium">
          Mont Royal
        </text>
        <path d="M0 268 C 160 250, 320 300, 640 262 L 640 320 L 0 320 Z" className="fill-primary/20" />
        <text x="410" y="300" className="fill-muted-foreground text-[13px] font-medium">
          Fleuve Saint-Laurent
        </text>
        <g className="stroke-border" strokeWidth="10" strokeLinecap="round" fill="none">
          <path d="M0 160 L 640 120" />
          <path d="M0 205 L 640 170" />
          <path d="M40 245 L 640 210" />
          <path d="M230 0 L 280 250" />
          <path d="M380 0 L 420 240" />
          <path d="M520 0 L 560 230" />
        </g>
        <g className="fill-muted-foreground text-[11px]">
          <text x="12" y="152" transform="rotate(-3.6 12 152)">
            Rue Sainte-Catherine Ouest
          </text>
          <text x="12" y="197" transform="rotate(-3.1 12 197)">
            Boulevard René-Lévesque Ouest
          </text>
          <text x="60" y="236" transform="rotate(-3.3 60 236)">
            Rue De La Gauchetière Ouest
          </text>
          <text x="236" y="40" transform="rotate(80 236 40)">
            Rue University
          </text>
        </g>
        <g transform="translate(330 212)">
          <circle r="22" className="fill-warm/25" />
          <path
            d="M0 -30 C -14 -30, -20 -18, -20 -12 C -20 2, 0 16, 0 16 C 0 16, 20 2, 20 -12 C 20 -18, 14 -30, 0 -30 Z"
            className="fill-warm stroke-background"
            strokeWidth="2"
          />
          <circle cy="-12" r="6" className="fill-background" />
        </g>
        <g transform="translate(356 178)">
          <rect width="178" height="30" rx="6" className="fill-background stroke-border" />
          <text x="12" y="20" className="fill-foreground text-[13px] font-semibold">
            {site.fullName}
          </text>
        </g>
      </svg>
      <figcaption className="flex flex-col gap-3 border-t p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex gap-2 text-sm text-foreground">
          <MapPinIcon className="mt-0.5 size-4 shrink-0 text-warm" aria-hidden="true" />
          <span>
            <span className="font-semibold">{montrealMap.title}</span>
            <br />
            {office.address}
          </span>
        </p>
        <a
          href={montrealMap.openStreetMapUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          Ouvrir dans OpenStreetMap
          <ExternalLinkIcon className="size-4" aria-hidden="true" />
          <span className="sr-only">(nouvel onglet)</span>
        </a>
      </figcaption>
    </figure>
  );
}
