import { z } from 'zod';
import type { ImportScope } from './readSourceSnapshot.ts';

/** The command line of `npm run import`, checked. */
export interface ImportArgs {
  /** The source portal's REST root (`…/sharing/rest`). */
  readonly portal: string;
  readonly token: string;
  readonly scope: ImportScope;
  readonly dryRun: boolean;
  /** A file holding the password the importing account gets in Plaza (so someone can sign in afterwards). */
  readonly adminPasswordFile: string | undefined;
}

export class ImportArgsError extends Error {
  readonly code = 'IMPORT_ARGS_INVALID';
}

export const IMPORT_USAGE =
  'Usage: npm run import -- --portal <url> --token <token> [--site <id> | --org] [--dry-run] [--admin-password-file <file>]\n' +
  '  --portal  the source portal, e.g. https://myorg.maps.arcgis.com or https://gis.example.org/portal (…/sharing/rest added when missing)\n' +
  '  --token   a token of the source account that reads it (an administrator copies the whole organisation)\n' +
  '  --site    copy one site, its pages and what its catalog and layout name; --org (the default) copies everything\n' +
  '  --dry-run print what would be copied and what cannot be, and write nothing\n' +
  '  --admin-password-file  a file whose first line becomes the Plaza password of the importing account\n';

const argsSchema = z.object({
  portal: z.url({ protocol: /^https?$/, error: '--portal must be an http(s) URL.' }),
  token: z.string({ error: '--token is required.' }).min(1, '--token is required.'),
  site: z
    .string()
    .regex(/^[0-9A-Za-z]{1,64}$/, '--site must be an item id.')
    .optional(),
  org: z.boolean(),
  dryRun: z.boolean(),
  adminPasswordFile: z.string().min(1).optional(),
});

/**
 * Reads the import's command line (`--name value` and flags); a wrong or missing argument throws an
 * {@link ImportArgsError} saying which.
 *
 * @example
 * parseImportArgs(['--portal', 'https://example.org', '--token', 't', '--dry-run']);
 */
export function parseImportArgs(argv: readonly string[]): ImportArgs {
  const values: Record<string, string | boolean> = { org: false, dryRun: false };
  const names: Record<string, string> = {
    '--portal': 'portal',
    '--token': 'token',
    '--site': 'site',
    '--admin-password-file': 'adminPasswordFile',
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--org') values.org = true;
    else if (arg === '--dry-run') values.dryRun = true;
    else if (names[arg]) {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) throw new ImportArgsError(`${arg} needs a value.`);
      values[names[arg]] = value;
      i += 1;
    } else throw new ImportArgsError(`Unknown argument ${arg}.`);
  }
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) throw new ImportArgsError(parsed.error.issues.map((issue) => issue.message).join(' '));
  const { portal, token, site, org, dryRun, adminPasswordFile } = parsed.data;
  if (site && org) throw new ImportArgsError('Give --site or --org, not both.');
  return {
    portal: restRootOf(portal),
    token,
    scope: site ? { kind: 'site', id: site } : { kind: 'org' },
    dryRun,
    adminPasswordFile,
  };
}

/** `https://host/portal` and `https://host/portal/sharing/rest/` both name `https://host/portal/sharing/rest`. */
function restRootOf(url: string): string {
  const trimmed = url.replace(/\/+$/, '');
  return /\/sharing\/rest$/.test(trimmed) ? trimmed : `${trimmed}/sharing/rest`;
}
