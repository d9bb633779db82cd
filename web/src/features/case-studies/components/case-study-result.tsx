import { TrendingUp } from "lucide-react";

const styles = {
  card: { box: "flex gap-2 rounded-md bg-tinted p-3 text-sm", icon: "mt-0.5 size-4 shrink-0 text-success" },
  header: {
    box: "mt-6 flex max-w-3xl gap-3 rounded-lg border-l-4 border-success bg-card p-4",
    icon: "mt-0.5 size-5 shrink-0 text-success",
  },
} as const;

/** A study's « Résultat : » line with its trend icon, in a list card or in the study's own header. */
export function CaseStudyResult({ result, variant }: { result: string; variant: keyof typeof styles }) {
  return (
    <p className={styles[variant].box}>
      <TrendingUp className={styles[variant].icon} aria-hidden="true" />
      <span>
        <span className="font-semibold">Résultat : </span>
        {result}
      </span>
    </p>
  );
}
