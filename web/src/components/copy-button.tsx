import { CheckIcon, CopyIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";

/** Copies `value` to the clipboard; the button says it was copied for a moment. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
      toast({ title: "Copié", description: `${value} est dans le presse-papiers.` });
    } catch {
      toast({
        title: "Copie impossible",
        description: `Votre navigateur refuse la copie : recopiez ${value} à la main.`,
        variant: "destructive",
      });
    }
  };
  return (
    <Button type="button" variant="ghost" size="sm" onClick={() => void copy()} aria-label={label}>
      {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
      {copied ? "Copié" : "Copier"}
    </Button>
  );
}
