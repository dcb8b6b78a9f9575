import type { TemplateEntityKind } from '@plaza/core';

/** What a template's public "about" page shows (issue 23). */
export interface TemplateAboutView {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  /** Its description, sanitised once in the loader. */
  readonly descriptionHtml: string;
  /** What deploying it makes: the first item's kind and how many pages come with it; undefined when not Plaza's. */
  readonly makes?: { readonly kind: TemplateEntityKind; readonly pages: number };
}
