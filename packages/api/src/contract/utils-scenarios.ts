import { expect } from 'vitest';
import type { ContractScenario } from './scenario-kit';

/** The scenarios of the health check. */
export const utilsScenarios: ContractScenario[] = [
  {
    name: 'the health check answers true',
    async run(target) {
      expect(await target.client().utils.healthCheck()).toBe(true);
    },
  },
];
