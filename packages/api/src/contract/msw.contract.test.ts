import { describe, it } from 'vitest';
import { mswContractTarget } from './msw-target';
import { contractScenarios } from './scenarios';

// The same scenarios run against the real server in apps/server/test/contract.test.ts.
describe('contract: MSW handlers', () => {
  const target = mswContractTarget();
  for (const scenario of contractScenarios) {
    it(scenario.name, () => scenario.run(target));
  }
});
