import { Banknote, Building2, type LucideIcon, Mountain, RadioTower, Zap } from "lucide-react";
import { useId } from "react";
import { cn } from "~/lib/utils";

const sectorArt: Record<string, { icon: LucideIcon; from: string; to: string }> = {
  Énergie: { icon: Zap, from: "#0b3a6e", to: "#c77a12" },
  Finance: { icon: Banknote, from: "#0b3a6e", to: "#1f7a6d" },
  Télécoms: { icon: RadioTower, from: "#12305c", to: "#3b6fb6" },
  "Secteur public": { icon: Building2, from: "#0b3a6e", to: "#6b4fa0" },
  Mines: { icon: Mountain, from: "#3a2a1a", to: "#a0522d" },
};

interface CaseStudyIllustrationProps {
  /** A sector of the list (others get the public sector's art). */
  sector: string;
  /** French description for screen readers; the illustration is decorative when absent. */
  label?: string;
  className?: string;
}

/** A gradient panel drawn on the page (no image request) with the sector's icon and a soft contour pattern. */
export function CaseStudyIllustration({ sector, label, className }: CaseStudyIllustrationProps) {
  const art = sectorArt[sector] ?? sectorArt["Secteur public"]!;
  const Icon = art.icon;
  // One id per drawing: a page showing two studies of a sector would otherwise repeat the same id.
  const drawingId = useId();
  const gradientId = `etude-${drawingId.replace(/[^\w-]/g, "")}`;
  return (
    <div
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn("relative overflow-hidden rounded-lg", className)}
    >
      <svg
        className="absolute inset-0 size-full"
        viewBox="0 0 400 225"
        preserveAspectRatio="xMidYMid slice"
        aria-hidden="true"
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0%" stopColor={art.from} />
            <stop offset="100%" stopColor={art.to} />
          </linearGradient>
        </defs>
        <rect width="400" height="225" fill={`url(#${gradientId})`} />
        {[40, 80, 120, 160, 200].map((r) => (
          <circle key={r} cx="340" cy="190" r={r} fill="none" stroke="white" strokeOpacity="0.12" strokeWidth="1.5" />
        ))}
        <path
          d="M0 170 C 80 140, 160 200, 240 165 S 360 130, 400 150 L 400 225 L 0 225 Z"
          fill="white"
          fillOpacity="0.08"
        />
      </svg>
      <div className="relative flex size-full items-center justify-center">
        <Icon className="size-1/4 max-h-24 max-w-24 text-white/90" strokeWidth={1.5} aria-hidden="true" />
      </div>
    </div>
  );
}
