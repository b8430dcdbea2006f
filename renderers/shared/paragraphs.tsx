/** Content texts separate paragraphs with a blank line; each becomes its own <p>. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter((paragraph) => paragraph !== '')
        .map((paragraph, index) => (
          // Paragraphs are static text in authored order.
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no id and never reorder
          <p key={index}>{paragraph}</p>
        ))}
    </>
  );
}
