/**
 * A React Router meta descriptor that renders `<script type="application/ld+json">` in the prerendered head.
 * React Router escapes `<`, `>` and `&` in it, so text from the catalogue cannot close the script early.
 */
export function jsonLd(data: Record<string, unknown>) {
  return { "script:ld+json": { "@context": "https://schema.org", ...data } };
}
