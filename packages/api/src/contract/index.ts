export { contractScenarios, TINY_PDF, type ContractScenario } from './scenarios';
export {
  CONTRACT_PASSWORD,
  createContractTarget,
  expectFailure,
  uniqueEmail,
  type Account,
  type ContractTarget,
  type ContractTargetOptions,
} from './target';
