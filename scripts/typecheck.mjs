// Type-checks every project (each has its own globals: core none, web DOM, server and e2e node).
import { spawnSync } from 'node:child_process';

const projects = ['packages/core', 'packages/core/tsconfig.test.json', 'apps/server', 'apps/web', 'e2e'];
let failed = 0;
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '--noEmit', '-p', project], { stdio: 'inherit' });
  if (result.status !== 0) {
    failed++;
    process.stderr.write(`typecheck failed: ${project}\n`);
  }
}
process.exit(failed ? 1 : 0);
