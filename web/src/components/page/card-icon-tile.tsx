import type { LucideIcon } from "lucide-react";

const tones = {
  secondary: "bg-secondary text-secondary-foreground",
  warm: "bg-warm-subtle text-warm-subtle-foreground",
};

/** The icon in a coloured square at the top of a card (values, mission, offices); `large` for the wider cards. */
export function CardIconTile({
  icon: Icon,
  tone,
  large = false,
}: {
  icon: LucideIcon;
  tone: keyof typeof tones;
  large?: boolean;
}) {
  return (
    <span
      className={`mb-4 inline-flex ${large ? "size-12" : "size-11"} items-center justify-center rounded-md ${tones[tone]}`}
    >
      <Icon className={large ? "size-6" : "size-5"} aria-hidden="true" />
    </span>
  );
}
