export const MAIN_CONTENT_ID = "contenu";

/** First focusable element of every page: jumps over the header to the main content. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Aller au contenu principal
    </a>
  );
}
