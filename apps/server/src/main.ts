import path from 'node:path';
import { ConfigError, readConfig } from './config/config.ts';
import { DataDirLockedError } from './db/dataDirLock.ts';
import { exitOnFatalError } from './lifecycle/exitOnFatalError.ts';
import { createLogger } from './log/logger.ts';
import { startServer } from './server.ts';
import { deploymentHead, loadProductionRenderer } from './ssr/webRenderer.ts';

const SHUTDOWN_DEADLINE_MS = 9000;

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config.logLevel, undefined, config.logFormat);
  const running = await startServer(config, logger, {
    renderer: () => loadProductionRenderer(config.webDistDir, deploymentHead(config)),
    clientDir: path.join(config.webDistDir, 'client'),
  });
  if (config.connector) printConnectorBanner(running.url, config.connector.portalUrl);
  else printBanner(running.url, config.demoPassword, config.demoPasswordIsDefault, running.seed.seeded);
  exitOnFatalError({ logger, close: () => running.close(1000) });
  // The web app is loaded after the server listens (issue 42); a start that cannot load it still fails, as before.
  running.pagesReady.catch(async (error: unknown) => {
    process.stderr.write(`plaza: failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
    await running.close(1000).catch(() => undefined);
    process.exit(1);
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    const deadline = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    running.close(SHUTDOWN_DEADLINE_MS - 2000).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('shutdown failed', { error });
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

function printConnectorBanner(url: string, portalUrl: string): void {
  process.stdout.write(
    `\n  Plaza is ready at ${url}\n  Connector mode: sites, content and sign-in are ${portalUrl}'s.\n\n`,
  );
}

function printBanner(url: string, password: string, isDefault: boolean, seeded: boolean): void {
  const lines = [
    '',
    `  Plaza is ready at ${url}`,
    `  Demo sign-in: admin_riverside / ${isDefault ? password : '(the PLAZA_DEMO_PASSWORD you set)'}`,
    seeded
      ? '  The demo organisations Riverside and Hillcrest were created (admin_, publisher_, user_, viewer_<key>).'
      : '',
    '',
  ];
  process.stdout.write(lines.filter((l, i) => l !== '' || i === 0 || i === lines.length - 1).join('\n') + '\n');
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError || error instanceof ConfigError) {
    process.stderr.write(`plaza: ${error.message}\n`);
  } else {
    process.stderr.write(`plaza: failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  process.exit(1);
});
