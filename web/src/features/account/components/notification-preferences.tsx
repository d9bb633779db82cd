import { useId, useState } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { Switch } from "~/components/ui/switch";

const PREFERENCES = [
  {
    key: "formations",
    label: "Nouvelles formations par email",
    description: "Soyez informé des prochaines sessions.",
    initial: true,
  },
  {
    key: "network",
    label: "Actualités du réseau",
    description: "Nouvelles de la communauté des participants.",
    initial: true,
  },
  { key: "newsletter", label: "Newsletter", description: "Notre lettre d'information mensuelle.", initial: false },
] as const;

function PreferenceSwitch({ label, description, initial }: { label: string; description: string; initial: boolean }) {
  const id = useId();
  const [checked, setChecked] = useState(initial);
  return (
    <div className="flex items-center justify-between gap-4 border-t py-3 first:border-t-0">
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={setChecked} aria-describedby={`${id}-description`} />
    </div>
  );
}

/** Spec §2: the toggles are not saved; the card says so rather than pretending. */
export function NotificationPreferences() {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-snug">Notifications</h2>
        <CardDescription>
          Ces préférences ne sont pas encore enregistrées : elles valent pour cette visite.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {PREFERENCES.map(({ key, ...preference }) => (
          <PreferenceSwitch key={key} {...preference} />
        ))}
      </CardContent>
    </Card>
  );
}
