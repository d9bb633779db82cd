/** Introductory paragraphs at a readable measure. */
export function ProseBlock({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="max-w-3xl space-y-5 text-lg leading-relaxed text-foreground">
      {paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
    </div>
  );
}
