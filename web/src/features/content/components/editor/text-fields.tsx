// The content editors' shared fields (articles, case studies, job offers, team members, testimonials, client logos).
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import type { ContentDraft, DraftBase } from "../use-content-draft";

/** The title, with the browser's French spell-check; the slug follows it until edited. */
export function TitleField<D extends DraftBase & { title: string }>({
  editor,
  label = "Titre",
  hint,
}: {
  editor: ContentDraft<D>;
  label?: string;
  hint?: string;
}) {
  return (
    <FormField label={label} hint={hint} required>
      <Input
        lang="fr"
        spellCheck
        value={editor.draft.title}
        onChange={(e) => editor.change("title", e.target.value as D["title"])}
        maxLength={200}
      />
    </FormField>
  );
}

/** The draft's keys whose value is a text. */
type TextKey<D> = { [K in keyof D]: D[K] extends string ? K : never }[keyof D];

/** A one-line text field of the draft (`name` is its key), as a plain input: `lang="fr"` for French words. */
export function TextField<D, K extends TextKey<D>>({
  editor,
  name,
  label,
  hint,
  required,
  maxLength,
  lang,
  spellCheck,
}: {
  editor: { draft: D; change: <Key extends keyof D>(key: Key, value: D[Key]) => void };
  name: K;
  label: string;
  hint?: string;
  required?: boolean;
  maxLength: number;
  lang?: "fr";
  spellCheck?: boolean;
}) {
  return (
    <FormField label={label} hint={hint} required={required}>
      <Input
        lang={lang}
        spellCheck={spellCheck}
        value={editor.draft[name] as string}
        onChange={(e) => editor.change(name, e.target.value as D[K])}
        maxLength={maxLength}
      />
    </FormField>
  );
}

/** « Adresse (slug) »: the address the public page will have (`hint`), kept to lowercase words and dashes. */
export function SlugField<D extends DraftBase>({
  editor,
  label = "Adresse (slug)",
  hint,
}: {
  editor: ContentDraft<D>;
  label?: string;
  hint: string;
}) {
  return (
    <FormField label={label} hint={hint} required>
      <Input value={editor.draft.slug} onChange={(e) => editor.changeSlug(e.target.value)} maxLength={120} />
    </FormField>
  );
}

/** « Résumé »: one or two sentences, 600 characters at most. */
export function SummaryField({
  value,
  onChange,
  hint,
}: {
  value: string;
  onChange: (value: string) => void;
  hint?: string;
}) {
  return (
    <FormField label="Résumé" hint={hint}>
      <Textarea
        lang="fr"
        spellCheck
        rows={3}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={600}
      />
    </FormField>
  );
}

/** « Ordre d'affichage »: a whole number from 0 to 10 000, the smallest first. */
export function SortOrderField({
  value,
  onChange,
  hint = "Les plus petits d'abord",
}: {
  value: number;
  onChange: (value: number) => void;
  hint?: string;
}) {
  return (
    <FormField label="Ordre d'affichage" hint={hint}>
      <Input type="number" min={0} max={10000} value={value} onChange={(e) => onChange(Number(e.target.value) || 0)} />
    </FormField>
  );
}
