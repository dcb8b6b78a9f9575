import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// Connector mode's spec on its own: it starts its own replay portal and Plaza, so no shared web server is needed.
// `PLAZA_E2E_PORT=4408 npx playwright test -c e2e/connector.config.ts`
export default defineConfig({ ...base, testMatch: 'connector.spec.ts', webServer: undefined });
