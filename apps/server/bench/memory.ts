/**
 * Memory benchmark: the resident memory (RSS, from /proc; Linux only) of the real server on the
 * embedded database, with its child processes (the CV reader):
 *   - idle after start, once it has settled;
 *   - at its highest while one member prints CVs with every template and imports CV files;
 *   - after that load, once the workers have been idle for WORKER_IDLE_TIMEOUT_MS (set to 5 s
 *     here; 5 minutes by default) and stopped.
 *   - with BENCH_MEMORY_MINUTES set, after that many minutes of mixed load (sign-ins, profile
 *     saves, applications analysed against their posting, CV downloads, CV files imported, and
 *     the hostile uploads of the tests: a PDF that inflates to 1 GB, a Word file whose archive
 *     declares 4 GB, an executable, random bytes), once the workers have stopped again.
 * Also the first download's time, which starts the CV printer, and what holds the server's RSS at
 * each point (files, the C library's heaps, other anonymous memory: `breakdown`).
 *
 * Sets a failing exit code when the idle figure is over IDLE_BUDGET_MB or a figure after load
 * is over RECOVERED_RATIO times idle: RSS depends on the machine, so this is a bench's verdict,
 * not a test's.
 *
 *   pnpm --filter @vita/server exec tsx bench/memory.ts
 *
 * Env: BENCH_MEMORY_CVS (12), the CVs printed with every template; BENCH_MEMORY_MINUTES (0), the
 * minutes of mixed load.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CV_TEMPLATES } from '@vita/api/schemas';
import { richCv, richProfileSaves, richUser } from '../test/export-fixtures';
import {
  docxBytes,
  elfBytes,
  fileUpload,
  flateBomb,
  pdfBytes,
  pdfWithFlateContent,
  zipDeclaring,
} from '../test/fixtures';
import { benchMember, json, startBenchServer } from './server-process';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const CVS = Number(process.env.BENCH_MEMORY_CVS ?? 12);
const MINUTES = Number(process.env.BENCH_MEMORY_MINUTES ?? 0);
const IDLE_MS = 5_000;
const MB = 1024 * 1024;
const IDLE_BUDGET_MB = 200;
const RECOVERED_RATIO = 1.5;

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

/**
 * What holds a process's resident memory, in MB, from /proc/<pid>/smaps: code and data of files
 * (Node, its libraries, ICU), the C library's main heap (`[heap]`), the heaps the C library makes
 * for threads (anonymous mappings 64 MB in size and alignment, the default arena size on 64-bit
 * Linux), and the other anonymous memory (V8's heaps, WebAssembly memories, large allocations).
 */
function breakdown(pid: number) {
  const kinds = { files: 0, mainHeap: 0, threadArenas: 0, otherAnonymous: 0 };
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/smaps`, 'latin1');
  } catch {
    return kinds;
  }
  const maps: { start: number; end: number; perms: string; path: string; rss: number }[] = [];
  for (const line of text.split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      const [, start, end, perms, path] = head;
      maps.push({
        start: parseInt(start!, 16),
        end: parseInt(end!, 16),
        perms: perms!,
        path: path ?? '',
        rss: 0,
      });
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    const last = maps.at(-1);
    if (rss && last) last.rss = (Number(rss[1]) * 1024) / MB;
  }
  const ARENA = 64 * MB;
  maps.forEach((map, i) => {
    const next = maps[i + 1];
    // A thread's arena: 64 MB-aligned, its used part read-write and the rest reserved behind it.
    const arena =
      map.path === '' &&
      map.start % ARENA === 0 &&
      (map.end - map.start === ARENA ||
        (next?.start === map.end && next.perms === '---p' && next.end - map.start === ARENA));
    if (map.path.startsWith('/')) kinds.files += map.rss;
    else if (map.path === '[heap]') kinds.mainHeap += map.rss;
    else if (arena) kinds.threadArenas += map.rss;
    else kinds.otherAnonymous += map.rss;
  });
  return kinds;
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

type Member = Awaited<ReturnType<typeof benchMember>>;

/** Uploads that the tests show are refused without holding memory: each must get a 4xx. */
function hostileUploads() {
  const wordBomb = zipDeclaring(docxBytes('Alex Example'), 'word/document.xml', 0xffff_fff0);
  return [
    fileUpload(pdfWithFlateContent(flateBomb(1024)), 'inflates.pdf'),
    fileUpload(wordBomb, 'declares.docx'),
    fileUpload(elfBytes(), 'program.pdf'),
    fileUpload(randomBytes(64 * 1024), 'noise.pdf'),
  ];
}

/**
 * Rounds of what members do, for MINUTES: a sign-in, a profile save, an application analysed
 * against its pasted posting (then deleted), a CV download with the next template, a PDF and a
 * Word CV imported, and the hostile uploads. Then waits for the workers to stop and for the
 * memory to settle.
 */
async function mixedLoad(base: string, member: Member, cvs: string[], pid: number) {
  const api = `${base}/api/v1`;
  const saves = richProfileSaves();
  const hostile = hostileUploads();
  const posting = readFileSync(
    join(serverDir, 'test', 'fixtures', 'postings', 'plain.txt'),
    'utf8',
  );
  let peak = 0;
  const watch = setInterval(() => {
    const { own, children } = memory(pid);
    peak = Math.max(peak, own + children);
  }, 250);
  let rounds = 0;
  let requests = 0;
  let refused = 0;
  let failures = 0;
  const call = async (path: string, init: RequestInit, expect: 'ok' | 'refused' = 'ok') => {
    requests += 1;
    const res = await fetch(`${api}${path}`, init);
    const body = await res.arrayBuffer();
    const refusedAsExpected = expect === 'refused' && res.status >= 400 && res.status < 500;
    if (refusedAsExpected) refused += 1;
    else if (!res.ok) {
      failures += 1;
      console.error(
        `${init.method ?? 'GET'} ${path}: ${res.status} ${Buffer.from(body).toString()}`,
      );
    }
    return body;
  };
  const upload = (body: ReturnType<typeof fileUpload>, expect: 'ok' | 'refused') =>
    call(
      '/onboarding/upload-resume',
      {
        method: 'POST',
        headers: { authorization: member.auth.authorization!, 'content-type': body.contentType },
        body: body.payload,
      },
      expect,
    );
  const started = performance.now();
  const deadline = started + MINUTES * 60_000;
  while (performance.now() < deadline) {
    await call('/login/access-token', {
      method: 'POST',
      body: new URLSearchParams({
        username: 'memory-bench@example.com',
        password: 'bench-member-password',
      }),
    });
    const save = saves[rounds % saves.length]!;
    await call(save.path, {
      method: 'POST',
      headers: member.auth,
      body: JSON.stringify(save.body),
    });
    const cvId = cvs[rounds % cvs.length]!;
    const application = JSON.parse(
      Buffer.from(
        await call('/applications/', {
          method: 'POST',
          headers: member.auth,
          body: JSON.stringify({
            title: `Platform Engineer ${rounds}`,
            company: 'Example Works',
            cv_id: cvId,
            posting_text: posting,
          }),
        }),
      ).toString(),
    ) as { id: string };
    await call(`/applications/${application.id}/analysis`, {
      method: 'POST',
      headers: { authorization: member.auth.authorization! },
    });
    // Deleted again: a member keeps at most a set number of applications, and an hour of rounds
    // would reach it and be refused from then on.
    await call(`/applications/${application.id}`, {
      method: 'DELETE',
      headers: { authorization: member.auth.authorization! },
    });
    const template = CV_TEMPLATES[rounds % CV_TEMPLATES.length]!;
    await call(`/cv/${cvId}/export.pdf?template=${template}`, { headers: member.auth });
    await upload(fileUpload(pdfBytes(`Alex Example ${rounds}, Platform Engineer`), 'cv.pdf'), 'ok');
    await upload(fileUpload(docxBytes(`Alex Example ${rounds}`), 'cv.docx'), 'ok');
    for (const body of hostile) await upload(body, 'refused');
    rounds += 1;
  }
  const minutes = (performance.now() - started) / 60_000;
  clearInterval(watch);
  await sleep(IDLE_MS + 1000);
  const after = await settled(pid);
  return { kinds: breakdown(pid), minutes, rounds, requests, refused, failures, peak, after };
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
    const idleKinds = breakdown(pid);

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
    const afterKinds = breakdown(pid);

    const soak = MINUTES > 0 ? await mixedLoad(base, member, cvs, pid) : undefined;

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
    const ratio = (m: { own: number; children: number }) =>
      (m.own + m.children) / (idle.own + idle.children);
    if (soak) {
      console.log(
        `| highest during ${soak.minutes.toFixed(1)} min of mixed load (${soak.rounds} rounds, ${soak.requests} requests, ${soak.refused} hostile uploads refused, ${soak.failures} unexpected answers) | ${Math.round(soak.peak)} MB |`,
      );
      console.log(
        `| after the mixed load, workers idle ${IDLE_MS / 1000} s and stopped | ${cell(soak.after)} (${ratio(soak.after).toFixed(2)}x idle) |`,
      );
    }
    const kindsRow = (when: string, k: ReturnType<typeof breakdown>) =>
      `| ${when} | ${Math.round(k.files)} | ${Math.round(k.mainHeap)} | ${Math.round(k.threadArenas)} | ${Math.round(k.otherAnonymous)} |`;
    console.log(
      "\nWhat holds the server process's RSS, MB (/proc/<pid>/smaps): files (Node, libraries), the C library's main heap, its arenas for threads, other anonymous memory (V8 heaps, WebAssembly memories, large allocations)\n",
    );
    console.log('| when | files | main heap | thread arenas | other anonymous |');
    console.log('|---|---|---|---|---|');
    console.log(kindsRow('idle after start', idleKinds));
    console.log(kindsRow('after printing and importing', afterKinds));
    if (soak) console.log(kindsRow('after the mixed load', soak.kinds));
    console.log(`\nFirst download (starts the CV printer): ${Math.round(firstMs)} ms.`);
    const idleMb = idle.own + idle.children;
    const recovered = [after, ...(soak ? [soak.after] : [])].every(
      (m) => ratio(m) <= RECOVERED_RATIO,
    );
    if (idleMb > IDLE_BUDGET_MB || !recovered || (soak && soak.failures > 0)) {
      console.log(
        `\nOver target: idle at most ${IDLE_BUDGET_MB} MB, after load at most ${RECOVERED_RATIO}x idle, no unexpected answer.`,
      );
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
}

await main();
