// Permission engine throughput: checks per second for a typical check and for one with assertions.
// A benchmark, not a test: `node --import tsx bench/permissions.ts` (goal ≥ 500,000/s for the typical one).
import { checkPermission, type PermissionName } from '../packages/core/src/index.ts';
import type { PermissionContext, PermissionEntity } from '../packages/core/src/index.ts';
import { buildContext, buildUser } from '../packages/core/src/testing/buildContext.ts';

interface Scenario {
  readonly name: string;
  readonly permission: PermissionName;
  readonly context: PermissionContext;
  readonly entity?: PermissionEntity;
  readonly expected: string;
}

const member = buildContext({ availability: 'alpha', user: buildUser({ memberships: { g1: 'member' } }) });
const site = { id: 's1', owner: 'casey', canEdit: true, canDelete: true, itemControl: 'admin' };
const viewOnlyGroup = { id: 'g1', owner: 'jo', isViewOnly: true };

const scenarios: readonly Scenario[] = [
  { name: 'typical: hub:site:edit', permission: 'hub:site:edit', context: member, entity: site, expected: 'granted' },
  {
    name: 'assertions: hub:group:shareContent',
    permission: 'hub:group:shareContent',
    context: member,
    entity: viewOnlyGroup,
    expected: 'user-not-group-manager',
  },
  {
    name: 'assertions: hub:site:canChangeAccess',
    permission: 'hub:site:canChangeAccess',
    context: member,
    entity: site,
    expected: 'granted',
  },
  {
    name: 'deep: hub:site:workspace:events',
    permission: 'hub:site:workspace:events',
    context: member,
    entity: site,
    expected: 'not-in-environment',
  },
];

const DURATION_MS = Number(process.env.BENCH_MS ?? 1500);

// The machines are shared: besides wall-clock throughput, report checks per second of this process's CPU time,
// which other processes' load disturbs far less.
function run(scenario: Scenario): { perSecond: number; perCpuSecond: number; checks: number } {
  const result = checkPermission(scenario.permission, scenario.context, scenario.entity);
  if (result.response !== scenario.expected) {
    throw new Error(`${scenario.name}: expected ${scenario.expected}, got ${result.response}`);
  }
  for (let i = 0; i < 20_000; i += 1) checkPermission(scenario.permission, scenario.context, scenario.entity);
  let iterations = 0;
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < DURATION_MS) {
    for (let i = 0; i < 10_000; i += 1) checkPermission(scenario.permission, scenario.context, scenario.entity);
    iterations += 10_000;
    elapsed = performance.now() - start;
  }
  const cpu = process.cpuUsage(cpuStart);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  return {
    perSecond: (iterations / elapsed) * 1000,
    perCpuSecond: (iterations / cpuMs) * 1000,
    checks: result.checks.length,
  };
}

const rows = scenarios.map((scenario) => {
  const { perSecond, perCpuSecond, checks } = run(scenario);
  return {
    scenario: scenario.name,
    'checks recorded': checks,
    'checks/second (wall)': Math.round(perSecond).toLocaleString('en'),
    'checks/CPU-second': Math.round(perCpuSecond).toLocaleString('en'),
  };
});
console.log(`Node ${process.version}, ${DURATION_MS} ms per scenario`);
console.table(rows);
