interface Office {
  city: string;
  country: string;
}

/**
 * Schematic Atlantic crossing: Montréal on the left, Dakar and Abidjan on the right, joined by arcs.
 * Drawn in SVG so nothing is downloaded; the office list is repeated as text for assistive technology.
 */
export function BridgeMap({ offices }: { offices: Office[] }) {
  return (
    <figure className="mx-auto w-full max-w-xl rounded-xl border bg-tinted p-6">
      <svg viewBox="0 0 400 260" className="h-auto w-full" aria-hidden="true" focusable="false">
        <defs>
          <pattern id="bridge-dots" width="12" height="12" patternUnits="userSpaceOnUse">
            <circle cx="2" cy="2" r="1.2" className="fill-muted-foreground/25" />
          </pattern>
        </defs>
        <rect width="400" height="260" fill="url(#bridge-dots)" />
        <path d="M70 80 Q 200 -10 318 118" fill="none" strokeWidth="3" strokeDasharray="7 6" className="stroke-warm" />
        <path
          d="M70 80 Q 210 40 338 172"
          fill="none"
          strokeWidth="3"
          strokeDasharray="7 6"
          className="stroke-primary"
        />
        <g className="fill-primary">
          <circle cx="70" cy="80" r="9" />
          <circle cx="318" cy="118" r="9" />
          <circle cx="338" cy="172" r="9" />
        </g>
        <g className="fill-foreground text-[14px] font-semibold">
          <text x="70" y="110" textAnchor="middle">
            Montréal
          </text>
          <text x="334" y="114" textAnchor="start">
            Dakar
          </text>
          <text x="338" y="202" textAnchor="middle">
            Abidjan
          </text>
        </g>
        <text x="200" y="240" textAnchor="middle" className="fill-muted-foreground text-[12px] tracking-[0.3em]">
          OCÉAN ATLANTIQUE
        </text>
      </svg>
      <figcaption className="mt-4">
        <span className="sr-only">Nos bureaux : </span>
        <ul className="flex flex-wrap justify-center gap-2 text-sm">
          {offices.map((office) => (
            <li key={office.city} className="rounded-full border bg-background px-3 py-1">
              <span className="font-semibold">{office.city}</span>
              <span className="text-muted-foreground"> · {office.country}</span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
