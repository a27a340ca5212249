import { accountScenarios } from './accounts-scenarios';
import { applicationScenarios } from './application-scenarios';
import { chatScenarios } from './chat-scenarios';
import { cvFileScenarios } from './cv-files-scenarios';
import { cvScenarios } from './cvs-scenarios';
import { itemScenarios } from './items-scenarios';
import { profileScenarios } from './profile-scenarios';
import type { ContractScenario } from './scenario-kit';
import { utilsScenarios } from './utils-scenarios';

export { TINY_PDF, type ContractScenario } from './scenario-kit';

/** Every scenario, one file a group of the endpoint table. */
export const contractScenarios: ContractScenario[] = [
  ...utilsScenarios,
  ...accountScenarios,
  ...itemScenarios,
  ...cvScenarios,
  ...cvFileScenarios,
  ...profileScenarios,
  ...chatScenarios,
  ...applicationScenarios,
];
