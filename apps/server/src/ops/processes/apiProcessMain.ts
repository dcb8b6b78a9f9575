import { readConfig } from '../../config/config.ts';
import { createLogger } from '../../log/logger.ts';
import { startServer } from '../../server.ts';

// A Plaza process as `npm start` runs one — the same startServer: lock, migrate, seed when empty, listen, job loop,
// upkeep — with a stand-in page renderer, so tests can run several real processes without building the web app.
// Prints one line `{"ready":"<url>"}` when it listens; stops cleanly on SIGTERM.
const config = readConfig();
const running = await startServer(config, createLogger(config.logLevel), {
  renderer: () => Promise.resolve({ render: () => Promise.resolve(new Response('page')) }),
});
process.stdout.write(`${JSON.stringify({ ready: running.url.replace('localhost', '127.0.0.1') })}\n`);
process.on('SIGTERM', () => {
  running.close(2000).then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
