// Starts the reader's worker from the TypeScript sources (tests, tsx): the built server runs the
// bundled dist/resume-worker.js directly instead.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
