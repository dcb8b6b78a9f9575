// `npm test`: type-check, lint, unit and API tests (PGlite, and PostgreSQL when DATABASE_URL is set),
// the web build, and Playwright e2e in Debian's Chromium. Ends with "N passed, N failed, N skipped".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, '.test-output');
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(command, args, env = {}) {
  process.stdout.write(`\n$ ${command} ${args.join(' ')}\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(name, ok) {
  if (ok) totals.passed++;
  else {
    totals.failed++;
    failures.push(name);
  }
}

for (const project of ['packages/core', 'packages/core/tsconfig.test.json', 'apps/server', 'apps/web', 'e2e']) {
  check(`typecheck ${project}`, run('npx', ['tsc', '--noEmit', '-p', project]));
}
check('lint', run('npx', ['eslint', '.']));

if (!process.env.DATABASE_URL) {
  process.stdout.write('\nnotice: DATABASE_URL is not set; the PostgreSQL run of the API tests is skipped.\n');
}
const vitestJson = path.join(out, 'vitest.json');
const vitestOk = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${vitestJson}`]);
if (fs.existsSync(vitestJson)) {
  const report = JSON.parse(fs.readFileSync(vitestJson, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  // A suite that fails to load has no tests to count: count the suite.
  for (const suite of report.testResults ?? []) {
    if (suite.status === 'failed' && (suite.assertionResults ?? []).length === 0) check(`suite ${suite.name}`, false);
  }
  if (!vitestOk && report.numFailedTests === 0 && report.numFailedTestSuites === 0) check('vitest run', false);
} else check('vitest run', false);

const built = run('npm', ['run', 'build', '--silent', '-w', '@plaza/web']);
check('web build', built);

if (!fs.existsSync('/usr/bin/chromium')) {
  process.stdout.write(
    '\nnotice: /usr/bin/chromium is missing (apt-get install -y chromium); e2e tests are skipped.\n',
  );
  totals.skipped++;
} else if (built) {
  const e2eJson = path.join(out, 'e2e.json');
  const e2eOk = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
  });
  if (fs.existsSync(e2eJson)) {
    const { stats } = JSON.parse(fs.readFileSync(e2eJson, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
    if (!e2eOk && stats.unexpected === 0) check('playwright run', false);
  } else check('playwright run', false);
}

if (failures.length) process.stdout.write(`\nFailed checks: ${failures.join(', ')}\n`);
process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
process.exit(totals.failed > 0 ? 1 : 0);
