import { useRef } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";
import { applyToolbar, type ToolbarAction } from "../markdown-toolbar";

/**
 * The building blocks the content editors share (articles, case studies, job offers, team members, testimonials,
 * client logos): the status line, the common fields, Markdown, publication, preview, history.
 */

const TOOLBAR: { action: ToolbarAction; label: string; text: string }[] = [
  { action: "h2", label: "Intertitre", text: "Titre 2" },
  { action: "h3", label: "Sous-titre", text: "Titre 3" },
  { action: "bold", label: "Gras", text: "G" },
  { action: "italic", label: "Italique", text: "I" },
  { action: "list", label: "Liste à puces", text: "• Liste" },
  { action: "numbered", label: "Liste numérotée", text: "1. Liste" },
  { action: "quote", label: "Citation", text: "« Citation »" },
  { action: "link", label: "Lien", text: "Lien" },
  { action: "table", label: "Tableau", text: "Tableau" },
];

/** A Markdown textarea with its formatting toolbar and the browser's French spell-check. */
export function MarkdownField({
  label,
  value,
  onChange,
  rows = 18,
  textareaRef,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  textareaRef?: React.RefObject<HTMLTextAreaElement | null>;
}) {
  const ownRef = useRef<HTMLTextAreaElement>(null);
  const area = textareaRef ?? ownRef;
  function toolbar(action: ToolbarAction) {
    const element = area.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const edit = applyToolbar(action, value, start, end);
    onChange(edit.text);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    });
  }
  return (
    <div className="grid gap-2">
      <div role="toolbar" aria-label="Mise en forme" className="flex flex-wrap gap-1">
        {TOOLBAR.map((tool) => (
          <Button
            key={tool.action}
            type="button"
            size="sm"
            variant="outline"
            aria-label={tool.label}
            onClick={() => toolbar(tool.action)}
          >
            {tool.text}
          </Button>
        ))}
      </div>
      <FormField label={label} hint="Le correcteur orthographique du navigateur vérifie le français.">
        <Textarea
          ref={area}
          lang="fr"
          spellCheck
          rows={rows}
          className="font-mono text-sm"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </FormField>
    </div>
  );
}
