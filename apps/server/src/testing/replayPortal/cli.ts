import { startReplayPortal } from './startReplayPortal.ts';

// `node --import tsx apps/server/src/testing/replayPortal/cli.ts [--port N]`: serves the recorded portals until
// stopped, and prints their addresses as one JSON line (the e2e connector test and manual import runs read it).
const at = process.argv.indexOf('--port');
const port = at > 0 ? Number(process.argv[at + 1]) : 0;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write('--port must be a port number.\n');
  process.exit(2);
}
const replay = await startReplayPortal({ port });
process.stdout.write(
  `${JSON.stringify({ origin: replay.origin, portalUrl: replay.portalUrl, enterprisePortalUrl: replay.enterprisePortalUrl })}\n`,
);
const stop = (): void => {
  void replay.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
