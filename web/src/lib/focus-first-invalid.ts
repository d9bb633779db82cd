/**
 * Focuses the first invalid field of `form` in the order the reader meets them (review 2026-12-06 finding 11,
 * decision 1032). react-hook-form focuses the first field *registered*, and fields registered by a child component
 * (the shared name and e-mail fields) come after the parent's own: the contact form focused « Sujet » below them.
 * Run after react-hook-form's own focus (a short timeout), so this one wins.
 */
export function focusFirstInvalid(form: HTMLFormElement, names: readonly string[]): void {
  const fields = names
    .map((name) => form.elements.namedItem(name))
    .map((item) => (item instanceof RadioNodeList ? (item[0] as Element | undefined) : item))
    .filter((item): item is HTMLElement => item instanceof HTMLElement);
  const first = fields.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
  if (!first) return;
  setTimeout(() => first.focus(), 20);
}
