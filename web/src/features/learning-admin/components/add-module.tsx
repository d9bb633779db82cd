import { useState } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { useAddModule } from "../api/content";

/** « Nouveau module », added after the others. */
export function AddModule({ formationId, count }: { formationId: number; count: number }) {
  const add = useAddModule(formationId);
  const [title, setTitle] = useState("");
  return (
    <form
      method="post"
      className="grid gap-3 sm:flex sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        add.mutate({ title, summary: "", position: count + 1 }, { onSuccess: () => setTitle("") });
      }}
    >
      <FormField label="Nouveau module" className="sm:flex-1">
        <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />
      </FormField>
      <Button type="submit" disabled={!title.trim() || add.isPending}>
        Ajouter le module
      </Button>
      {add.isError ? (
        <p role="alert" className="text-destructive">
          {add.error.message}
        </p>
      ) : null}
    </form>
  );
}
