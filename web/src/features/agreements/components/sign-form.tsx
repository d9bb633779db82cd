import * as React from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";

/** The client's electronic signature: name, role and the box that engages the company. */
export function SignForm({
  company,
  number,
  defaultName = "",
  onSign,
}: {
  company: string;
  number: string | null;
  defaultName?: string;
  onSign: (input: { name: string; role: string; confirmed: boolean }) => Promise<unknown>;
}) {
  const [name, setName] = React.useState(defaultName);
  const [role, setRole] = React.useState("Responsable formation");
  const [confirmed, setConfirmed] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const [sending, setSending] = React.useState(false);

  const submit = async () => {
    setError(null);
    if (!name.trim() || !role.trim()) return setError("Indiquez votre nom et votre fonction.");
    if (!confirmed) return setError("Cochez la case qui confirme que vous signez au nom de votre entreprise.");
    setSending(true);
    try {
      await onSign({ name: name.trim(), role: role.trim(), confirmed });
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      method="post"
      className="grid gap-4"
      aria-labelledby="sign-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="sign-title" className="text-lg font-semibold">
        Signer la convention
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Votre nom" required>
          <Input value={name} onChange={(event) => setName(event.target.value)} maxLength={120} autoComplete="name" />
        </FormField>
        <FormField label="Votre fonction" required>
          <Input
            value={role}
            onChange={(event) => setRole(event.target.value)}
            maxLength={120}
            autoComplete="organization-title"
          />
        </FormField>
      </div>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          checked={confirmed}
          onChange={(event) => setConfirmed(event.target.checked)}
          className="mt-1 size-5 shrink-0 accent-primary"
        />
        <span>
          Je confirme être habilité(e) à engager {company} et je signe électroniquement la convention {number}. Mon nom,
          la date et l'heure, mon adresse IP, mon navigateur et l'empreinte du document sont enregistrés.
        </span>
      </label>
      {error && (
        <p role="alert" className="font-medium text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" className="w-full sm:w-fit" disabled={sending}>
        {sending ? "Signature…" : "Signer la convention"}
      </Button>
    </form>
  );
}
