/**
 * A body the shop sanitised on the server (sanitize-html with an allow-list: no script, no event handler, no
 * style, no id of its own), so it goes into the page as it is. Its h2/h3 carry the ids the table of contents
 * links to.
 */
export function ContentBody({ html }: { html: string }) {
  return (
    <div
      className="content-body"
      data-testid="content-body"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the shop sanitises every body before it is served
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
