/** One person a cause may be told to, through what they follow, with the link that suits them. */
export interface Recipient {
  readonly username: string;
  readonly href: string;
  readonly sourceName: string;
}
