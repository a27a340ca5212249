/**
 * Memory benchmark: the resident memory (RSS, from /proc; Linux only) of the real server on the
 * embedded database, with its child processes (the CV reader):
 *   - idle after start, once it has settled;
 *   - at its highest while one member prints CVs with every template and imports CV files;
 *   - after that load, once the workers have been idle for WORKER_IDLE_TIMEOUT_MS (set to 5 s
 *     here; 5 minutes by default) and stopped.
 * Also the first download's time, which starts the CV printer.
 *
 *   pnpm --filter @vita/server exec tsx bench/memory.ts
 *
 * Env: BENCH_MEMORY_CVS (12), the CVs printed with every template.
 */
import { readFileSync } from 'node:fs';
import { CV_TEMPLATES } from '@vita/api/schemas';
import { richCv, richProfileSaves, richUser } from '../test/export-fixtures';
import { fileUpload, pdfBytes } from '../test/fixtures';
import { benchMember, json, startBenchServer } from './server-process';

const CVS = Number(process.env.BENCH_MEMORY_CVS ?? 12);
const IDLE_MS = 5_000;
const MB = 1024 * 1024;

/** A process's resident memory in bytes, 0 when it is gone. */
function rssOf(pid: number): number {
  try {
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'latin1'))?.[1];
    return Number(kb ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** The process's children, from each of its threads' `children` list. */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'latin1')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** The server's memory and that of its child processes, in MB. */
function memory(pid: number) {
  const own = rssOf(pid);
  const children = childrenOf(pid).reduce((sum, child) => sum + rssOf(child), 0);
  return { own: own / MB, children: children / MB };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Samples until three readings in a row are within 2 MB of each other (at most 30 s). */
async function settled(pid: number) {
  const readings: number[] = [];
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { own, children } = memory(pid);
    readings.push(own + children);
    const last = readings.slice(-3);
    if (last.length === 3 && Math.max(...last) - Math.min(...last) < 2) break;
    if (Date.now() > deadline) break;
    await sleep(1000);
  }
  return memory(pid);
}

async function main() {
  if (process.platform !== 'linux') {
    console.log('\n## Memory: skipped (RSS is read from /proc, on Linux only)');
    return;
  }
  const server = await startBenchServer('memory', '', {
    WORKER_IDLE_TIMEOUT_MS: String(IDLE_MS),
  });
  try {
    const { base, pid } = server;
    const idle = await settled(pid);

    const member = await benchMember(base, 'memory-bench@example.com', richUser.full_name);
    const post = async (path: string, body: unknown) =>
      json(
        await fetch(`${base}/api/v1${path}`, {
          method: 'POST',
          headers: member.auth,
          body: JSON.stringify(body),
        }),
      );
    for (const { path, body } of richProfileSaves()) await post(path, body);
    const cvs: string[] = [];
    for (let i = 0; i < CVS; i += 1) {
      const cv = (await post('/cv/', { ...richCv, title: `${richCv.title} ${i}` })) as {
        id: string;
      };
      cvs.push(cv.id);
    }

    let peak = 0;
    const watch = setInterval(() => {
      const { own, children } = memory(pid);
      peak = Math.max(peak, own + children);
    }, 100);
    const download = async (cvId: string, template: string) => {
      const res = await fetch(`${base}/api/v1/cv/${cvId}/export.pdf?template=${template}`, {
        headers: member.auth,
      });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`export: ${res.status}`);
    };
    const started = performance.now();
    await download(cvs[0]!, CV_TEMPLATES[0]);
    const firstMs = performance.now() - started;
    for (const cvId of cvs) for (const template of CV_TEMPLATES) await download(cvId, template);
    for (let i = 0; i < 4; i += 1) {
      const body = fileUpload(pdfBytes(`Alex Example ${i}, Platform Engineer`), `cv-${i}.pdf`);
      const res = await fetch(`${base}/api/v1/onboarding/upload-resume`, {
        method: 'POST',
        headers: { authorization: member.auth.authorization!, 'content-type': body.contentType },
        body: body.payload,
      });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`import: ${res.status}`);
    }
    clearInterval(watch);
    const busy = memory(pid);

    await sleep(IDLE_MS + 1000);
    const after = await settled(pid);

    const cell = (m: { own: number; children: number }) =>
      `${Math.round(m.own + m.children)} MB (server ${Math.round(m.own)}, children ${Math.round(m.children)})`;
    console.log('\n## Memory (RSS, embedded database)\n');
    console.log('| when | RSS |');
    console.log('|---|---|');
    console.log(`| idle after start | ${cell(idle)} |`);
    console.log(
      `| highest while printing ${CVS} CVs with ${CV_TEMPLATES.length} templates and importing 4 CV files | ${Math.round(peak)} MB |`,
    );
    console.log(`| just after that load | ${cell(busy)} |`);
    console.log(
      `| after the load, workers idle ${IDLE_MS / 1000} s and stopped | ${cell(after)} (${((after.own + after.children) / (idle.own + idle.children)).toFixed(2)}x idle) |`,
    );
    console.log(`\nFirst download (starts the CV printer): ${Math.round(firstMs)} ms.`);
  } finally {
    await server.stop();
  }
}

await main();
