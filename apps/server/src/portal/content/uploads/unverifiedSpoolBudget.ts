import { PortalError } from '../../../errors/portalError.ts';

/**
 * The bytes that uploads without a verified token (the token, if any, is inside the multipart body,
 * after the files, as arcgis-rest-js sends it) may hold in temporary files at once, shared by every
 * such request of one server. A request that would go over is refused while it streams; uploads whose
 * token is in a header or the query are checked before anything is spooled and do not count (ADR 0111).
 *
 * @example
 * const budget = createUnverifiedSpoolBudget(256 * 1024 * 1024);
 * const lease = budget.lease(); lease.take(chunk.length); ... lease.release();
 */
export interface UnverifiedSpoolBudget {
  lease(): SpoolLease;
  /** Bytes held now, by every open lease. */
  inUse(): number;
}

export interface SpoolLease {
  /** Counts `bytes` more; throws the refusal when the shared budget would be exceeded. */
  take(bytes: number): void;
  /** Gives back everything this lease took (idempotent). */
  release(): void;
}

export function unverifiedUploadRefused(limitBytes: number): PortalError {
  const mb = Math.round(limitBytes / (1024 * 1024));
  return new PortalError(
    429,
    'GWM_0429',
    `Uploads whose token is only inside the form share ${mb} MB of room, and it is in use: send the token in the Authorization header, or try again shortly.`,
  );
}

export function createUnverifiedSpoolBudget(limitBytes: number): UnverifiedSpoolBudget {
  let used = 0;
  return {
    inUse: () => used,
    lease() {
      let held = 0;
      let open = true;
      return {
        take(bytes) {
          if (!open) return;
          if (used + bytes > limitBytes) throw unverifiedUploadRefused(limitBytes);
          used += bytes;
          held += bytes;
        },
        release() {
          if (!open) return;
          open = false;
          used -= held;
          held = 0;
        },
      };
    },
  };
}
