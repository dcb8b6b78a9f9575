import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// Connector mode's spec on its own, without the main suite's shared server: it starts its own replay portal and
// Plaza. The main config (testDir '.') runs it too, once, and `npm test` counts it there; this config is for a quick
// run alone: `PLAZA_E2E_PORT=4408 npx playwright test -c e2e/connector.config.ts`
export default defineConfig({ ...base, testMatch: 'connector.spec.ts', webServer: undefined });
