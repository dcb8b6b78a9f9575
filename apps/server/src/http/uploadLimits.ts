/** Size limits of uploads (ADR 0052). */
export const UPLOAD_LIMITS = Object.freeze({
  /** One file part of a multipart request (item data file, resource, thumbnail before its own check). */
  fileBytes: 100 * 1024 * 1024,
  /** One text field (`text` item data, `properties`, ...) and a whole urlencoded body. */
  textBytes: 10 * 1024 * 1024,
  /** Thumbnails, as on the portal. */
  thumbnailBytes: 1024 * 1024,
  /** Other info files (`updateinfo`): metadata and the like. */
  infoBytes: 10 * 1024 * 1024,
  /** Spooled at once by every upload whose token is only inside the body, together (ADR 0111). */
  unverifiedBytes: 256 * 1024 * 1024,
});
export type UploadLimits = { readonly [K in keyof typeof UPLOAD_LIMITS]: number };
