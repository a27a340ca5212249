// Starts a job worker from its TypeScript source (tests, tsx): the built server runs the bundled
// script (dist/<name>-worker.js) directly instead.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
