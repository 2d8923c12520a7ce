/**
 * @module The e2e tests' handle on a running worker; the code lives in scripts/ so benchmarks share it.
 */
export {
  freePort,
  requestWithHost,
  type RunningWorker,
  startWorker,
  type StartWorkerOptions,
  type TenantResponse,
  workerOrigin,
} from '../../scripts/workerProcess.ts';
