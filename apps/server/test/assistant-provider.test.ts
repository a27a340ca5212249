import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AssistantError,
  assistantTexts,
  createAssistant,
  OFFLINE_ASSISTANT_NAME,
  type AssistantSettings,
} from '../src/infra/assistant';
import { engineerProfile, grounding } from './assistant-fixtures';

/**
 * A real OpenAI-compatible server on loopback: `/v1/chat/completions` answers as the test's
 * current script says, streaming Server-Sent Events like OpenAI, Ollama or vLLM do.
 */
type Script = (
  request: { body: Record<string, unknown>; headers: IncomingMessage['headers'] },
  res: ServerResponse,
) => void;
let script: Script;
const requests: { body: Record<string, unknown>; headers: IncomingMessage['headers'] }[] = [];
let closedByClient = 0;
let server: Server;
let baseUrl: string;

const chunk = (content: string) =>
  `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'tiny', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
const done = `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'tiny', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\ndata: [DONE]\n\n`;

function streamPieces(pieces: string[], gapMs = 5): Script {
  return (_request, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    let i = 0;
    const next = () => {
      if (res.destroyed) return;
      if (i < pieces.length) {
        res.write(chunk(pieces[i++]!));
        setTimeout(next, gapMs);
      } else res.end(done);
    };
    next();
  };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (data: Buffer) => (raw += data.toString()));
    req.on('end', () => {
      const request = {
        body: JSON.parse(raw || '{}') as Record<string, unknown>,
        headers: req.headers,
      };
      requests.push(request);
      res.on('close', () => {
        if (!res.writableEnded) closedByClient += 1;
      });
      script(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const settings = (extra: Partial<AssistantSettings> = {}): AssistantSettings => ({
  kind: 'openai-compatible',
  baseUrl,
  apiKey: 'sk-test-key',
  model: 'tiny',
  firstChunkTimeoutMs: 500,
  idleTimeoutMs: 500,
  totalTimeoutMs: 5000,
  ...extra,
});

const g = grounding(engineerProfile, {
  history: [
    { role: 'user', content: 'Hello' },
    { role: 'assistant', content: 'Hi! How can I help?' },
  ],
});

async function collect(iterable: AsyncIterable<string>) {
  const pieces: string[] = [];
  for await (const piece of iterable) pieces.push(piece);
  return pieces;
}

describe('the OpenAI-compatible provider', () => {
  it('streams the reply piece by piece, with the grounding, the history and the key', async () => {
    script = streamPieces(['Your ', 'latest role ', 'is at Talkdesk.']);
    requests.length = 0;
    const assistant = createAssistant(settings());
    const pieces = await collect(
      assistant.stream({
        grounding: g,
        message: 'Where do I work?',
        signal: new AbortController().signal,
      }),
    );
    expect(pieces).toEqual(['Your ', 'latest role ', 'is at Talkdesk.']);
    const [request] = requests;
    expect(request?.headers.authorization).toBe('Bearer sk-test-key');
    expect(request?.body.model).toBe('tiny');
    expect(request?.body.stream).toBe(true);
    const sent = request?.body.messages as { role: string; content: string }[];
    expect(sent.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(sent[0]?.content).toContain(
      '- Senior Software Engineer at Talkdesk (2019-09 – present)',
    );
    expect(sent[0]?.content).toContain('<user-data>');
    expect(sent.slice(1).map((m) => m.content)).toEqual([
      'Hello',
      'Hi! How can I help?',
      'Where do I work?',
    ]);
    expect(assistant.info).toEqual({
      name: `tiny via ${new URL(baseUrl).host}`,
      offline: false,
      model: 'tiny',
    });
  });

  it('answers a whole reply too', async () => {
    script = streamPieces(['One ', 'piece.']);
    expect(await createAssistant(settings()).reply({ grounding: g, message: 'Hi' })).toBe(
      'One piece.',
    );
  });

  it('turns provider refusals and failures into clear errors, without the key', async () => {
    script = (_r, res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'bad key sk-test-key' } }));
    };
    const refused = createAssistant(settings()).reply({ grounding: g, message: 'Hi' });
    await expect(refused).rejects.toThrow(
      new AssistantError(assistantTexts.refused.replace('{status}', '401')),
    );

    script = (_r, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'boom' } }));
    };
    await expect(
      createAssistant(settings()).reply({ grounding: g, message: 'Hi' }),
    ).rejects.toThrow(assistantTexts.failed.replace('{status}', '500'));
  });

  it('says so when the provider cannot be reached', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    probe.close();
    const assistant = createAssistant(settings({ baseUrl: `http://127.0.0.1:${port}/v1` }));
    await expect(assistant.reply({ grounding: g, message: 'Hi' })).rejects.toThrow(
      assistantTexts.unreachable.replace('{host}', `127.0.0.1:${port}`),
    );
  });

  it('gives up on a provider that never starts answering, or stalls midway', async () => {
    script = (_r, res) => res.writeHead(200, { 'content-type': 'text/event-stream' }); // and nothing more
    await expect(
      createAssistant(settings()).reply({ grounding: g, message: 'Hi' }),
    ).rejects.toThrow(assistantTexts.timeout);

    script = (_r, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk('Half a '));
    };
    const pieces: string[] = [];
    const stalled = (async () => {
      for await (const piece of createAssistant(settings()).stream({
        grounding: g,
        message: 'Hi',
        signal: new AbortController().signal,
      })) {
        pieces.push(piece);
      }
    })();
    await expect(stalled).rejects.toThrow(assistantTexts.timeout);
    expect(pieces).toEqual(['Half a ']);
  });

  it('stops quietly when the caller stops, and lets go of the connection', async () => {
    script = streamPieces(
      Array.from({ length: 200 }, (_, i) => `w${i} `),
      10,
    );
    closedByClient = 0;
    const controller = new AbortController();
    const pieces: string[] = [];
    for await (const piece of createAssistant(settings()).stream({
      grounding: g,
      message: 'Hi',
      signal: controller.signal,
    })) {
      pieces.push(piece);
      if (pieces.length === 3) controller.abort();
    }
    expect(pieces.length).toBeLessThan(10);
    for (let i = 0; i < 50 && closedByClient === 0; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(closedByClient).toBe(1);
  });
});

describe('the offline kind', () => {
  it('needs no network and says what it is', async () => {
    const assistant = createAssistant({ kind: 'offline' });
    expect(assistant.info).toEqual({ name: OFFLINE_ASSISTANT_NAME, offline: true, model: null });
    const reply = await assistant.reply({ grounding: g, message: 'What can you do?' });
    expect(reply).toContain("I'm Vita's built-in assistant.");
  });
});
