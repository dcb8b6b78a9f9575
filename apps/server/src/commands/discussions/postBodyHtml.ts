import { renderMarkdown } from '@plaza/core';

/**
 * A post's body as the board shows it: its Markdown rendered and sanitised with the rich-text profile, with no embed
 * hosts, so no iframe passes (ADR 0150). Computed once when a post is written or edited, never per read.
 *
 * @example
 * postBodyHtml('Say **hello** <script>x()</script>'); // '<p>Say <strong>hello</strong> </p>\n'
 */
export function postBodyHtml(body: string): string {
  return renderMarkdown(body, { embedHosts: [] });
}
