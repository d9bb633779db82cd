/** A Markdown edit the toolbar makes around the selection [start, end) of `text`. */
export interface Edit {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

export type ToolbarAction = "h2" | "h3" | "bold" | "italic" | "list" | "numbered" | "quote" | "link" | "table";

const linePrefix: Partial<Record<ToolbarAction, string>> = {
  h2: "## ",
  h3: "### ",
  list: "- ",
  numbered: "1. ",
  quote: "> ",
};

export function applyToolbar(action: ToolbarAction, text: string, start: number, end: number): Edit {
  const selected = text.slice(start, end);
  const prefix = linePrefix[action];
  if (prefix) {
    const lineStart = text.lastIndexOf("\n", start - 1) + 1;
    const lines = text
      .slice(lineStart, end)
      .split("\n")
      .map((line) => prefix + line);
    const replaced = lines.join("\n");
    return {
      text: text.slice(0, lineStart) + replaced + text.slice(end),
      selectionStart: lineStart + replaced.length,
      selectionEnd: lineStart + replaced.length,
    };
  }
  const wrap = (before: string, after: string, placeholder: string): Edit => {
    const inner = selected || placeholder;
    return {
      text: text.slice(0, start) + before + inner + after + text.slice(end),
      selectionStart: start + before.length,
      selectionEnd: start + before.length + inner.length,
    };
  };
  if (action === "bold") return wrap("**", "**", "texte en gras");
  if (action === "italic") return wrap("_", "_", "texte en italique");
  if (action === "link") return wrap("[", "](https://)", "texte du lien");
  const table = "\n\n| Colonne | Colonne |\n| --- | --- |\n| Cellule | Cellule |\n\n";
  return {
    text: text.slice(0, end) + table + text.slice(end),
    selectionStart: end + 2,
    selectionEnd: end + table.length - 2,
  };
}

/** The Markdown of an image (alt text required by the caller). */
export const imageMarkdown = (alt: string, src: string) => `\n\n![${alt.replace(/[[\]]/g, "")}](${src})\n\n`;
