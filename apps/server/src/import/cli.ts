import fs from 'node:fs';
import path from 'node:path';
import { hashPassword } from '../auth/password.ts';
import { readConfig } from '../config/config.ts';
import { acquireDataDirLock } from '../db/dataDirLock.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { setImportedUserPassword } from '../db/repositories/importWriteRepository.ts';
import { IMPORT_USAGE, ImportArgsError, parseImportArgs } from './importArgs.ts';
import { importProgress } from './importProgress.ts';
import { formatImportReport } from './importReport.ts';
import { runImport } from './runImport.ts';

// `npm run import -- --portal <url> --token <token> [--site <id> | --org] [--dry-run]`: copies an ArcGIS organisation
// (or one site) into Plaza's database — the embedded one in DATA_DIR, or DATABASE_URL's. Refuses while a server holds
// the embedded data folder. Stopped at any point (even kill -9), it resumes where it stopped when run again.
let args;
try {
  args = parseImportArgs(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof ImportArgsError)) throw error;
  process.stderr.write(`${error.message}\n\n${IMPORT_USAGE}`);
  process.exit(2);
}
const config = readConfig();
const lock = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir);
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pg') },
);
let exitCode = 0;
try {
  await migrateToLatest(database.db);
  const { report, plan } = await runImport(database.db, {
    source: { portal: args.portal, token: args.token, fetch },
    scope: args.scope,
    dryRun: args.dryRun,
    baseDomain: config.baseDomain,
    progress: importProgress((text) => process.stdout.write(text), process.stdout.isTTY === true),
  });
  if (args.adminPasswordFile && !args.dryRun && plan.fallbackOwner) {
    const password = fs.readFileSync(args.adminPasswordFile, 'utf8').split(/\r?\n/)[0] ?? '';
    if (password.length < 8) throw new ImportArgsError('The admin password must have at least 8 characters.');
    await setImportedUserPassword(database.db, plan.fallbackOwner, await hashPassword(password));
    process.stdout.write(`plaza: ${plan.fallbackOwner} can sign in with the password of ${args.adminPasswordFile}.\n`);
  }
  process.stdout.write(formatImportReport(report));
} catch (error) {
  const code = (error as { code?: unknown }).code;
  process.stderr.write(
    `plaza: the import stopped${typeof code === 'string' ? ` (${code})` : ''}: ${(error as Error).message}\n`,
  );
  exitCode = 1;
} finally {
  await database.close();
  lock?.release();
}
process.exit(exitCode);
