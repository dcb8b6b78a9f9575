/** A text card: Markdown the loader rendered and sanitised with the item-description profile. */
export function MarkdownCard({ html }: { html: string }) {
  return <div className="card card--markdown rich-text" dir="auto" dangerouslySetInnerHTML={{ __html: html }} />;
}
