import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible chat-completions server for the AI module's tests, the LLM bench and
 * the browser journey. The model name picks the behaviour (any other name answers honestly):
 *
 * - `valid` (default): answers built from the facts in the prompt, changing no fact (an answer's
 *   bullet: the person's words tidied, followed by 'using <keyword>' when they do not name it).
 * - `invent-employer`, `invent-number`, `invent-tool`: honest answers plus edits and letter
 *   sentences that invent an employer, a figure or a tool (all must be rejected by our verifier).
 * - `malformed`: text that is not JSON.
 * - `no-schema`: 400 mentioning response_format whenever json_schema is asked for.
 * - `no-format`: 400 mentioning response_format for json_schema and json_object alike.
 * - `rate-limited`: 429. `server-error`: 500.
 * - `slow`: sleeps `slowMs` (default 5 s) before answering; `sleep-<ms>` sleeps that long.
 *
 * Every request is recorded (path, headers, parsed body) so tests can assert what was sent. Paths
 * other than /chat/completions answer the same way; `/custom/...` wraps the text as
 * `{"output":{"text":…}}` for curl configurations with their own answer path.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: ChatBody | undefined;
  /** The scenario the model name selected. */
  scenario: string;
  at: number;
}

interface ChatBody {
  model?: string;
  messages?: Array<{ role: string; content: string }>;
  response_format?: { type: string; json_schema?: { name?: string } };
}

export interface OpenAiStub {
  /** The SDK base URL, e.g. http://127.0.0.1:PORT/v1. */
  url: string;
  port: number;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Fact {
  id: string;
  kind: string;
  locked: boolean;
  text: string;
}

/** FACTS lines as our prompts write them: `W1.B2 [bullet] "text"`. */
function factsOf(prompt: string): Fact[] {
  const facts: Fact[] = [];
  for (const line of prompt.split('\n')) {
    const match = line.match(/^(\S+) \[([a-z-]+)(, locked)?\] (".*")$/);
    if (!match) continue;
    try {
      facts.push({ id: match[1]!, kind: match[2]!, locked: !!match[3], text: JSON.parse(match[4]!) });
    } catch {
      // not one of ours
    }
  }
  return facts;
}

/** An honest rewrite: the same words, tidied (capitalised, no trailing full stop, single spaces). */
const tidy = (text: string) => {
  const single = text.replace(/\s+/g, ' ').trim().replace(/\.$/, '');
  return single.charAt(0).toUpperCase() + single.slice(1);
};

const INVENTED = {
  employer: 'Globex Corporation',
  number: '73%',
  tool: 'Snowflake',
};

function inventedTail(scenario: string): string | undefined {
  if (scenario === 'invent-employer') return ` while consulting for ${INVENTED.employer}`;
  if (scenario === 'invent-number') return `, cutting costs by ${INVENTED.number}`;
  if (scenario === 'invent-tool') return ` on ${INVENTED.tool} clusters`;
  return undefined;
}

function resumeEdits(prompt: string, scenario: string) {
  const facts = factsOf(prompt);
  const editable = facts.filter((f) => !f.locked && (f.kind === 'bullet' || f.kind === 'summary'));
  const tail = inventedTail(scenario);
  const edits = editable.map((fact, i) => ({
    targetId: fact.id,
    action: 'rephrase',
    original: fact.text,
    // With an invention scenario, every other edit carries the invented fact.
    value: tail && i % 2 === 0 ? `${tidy(fact.text)}${tail}` : tidy(fact.text),
    sourceIds: [fact.id],
    keywordIds: [],
    placeholders: [],
    reason: 'tidied wording',
  }));
  const skills = prompt.match(/^SKILLS: (\[.*\])$/m);
  let skillsOrder: string[] = [];
  try {
    skillsOrder = skills ? (JSON.parse(skills[1]!) as string[]).slice().reverse() : [];
  } catch {
    skillsOrder = [];
  }
  return { edits, skillsOrder, notes: 'stub' };
}

function coverLetter(prompt: string, scenario: string) {
  const facts = factsOf(prompt);
  const target = prompt.match(/applying for (.+) at (.+)\.$/m);
  const title = target?.[1] ?? 'the role';
  const company = target?.[2] ?? 'your company';
  const bullets = facts.filter((f) => f.kind === 'bullet').slice(0, 6);
  const opening = [{ text: `I am applying for the ${title} role at ${company}.`, sourceIds: ['JD'] }];
  const body = bullets.map((b) => ({ text: `${tidy(b.text)}.`, sourceIds: [b.id] }));
  const tail = inventedTail(scenario);
  if (tail && bullets[0]) body.push({ text: `${tidy(bullets[0].text)}${tail}.`, sourceIds: [bullets[0].id] });
  const closing = [
    { text: `I would welcome the chance to discuss the ${title} role with ${company}.`, sourceIds: ['JD'] },
  ];
  return {
    paragraphs: [{ sentences: opening }, { sentences: body.length ? body : opening }, { sentences: closing }],
  };
}

/** Issue 29: the person's answer tidied, naming the keyword 'using' it; an invention appended when asked. */
function answerLine(prompt: string, scenario: string) {
  const read = (label: string) => {
    const line = prompt.match(new RegExp(`^${label}: (.+)$`, 'm'))?.[1];
    try {
      return line ? (JSON.parse(line) as string) : '';
    } catch {
      return '';
    }
  };
  const keyword = read('KEYWORD');
  const answer = tidy(read('ANSWER'));
  const named = answer.toLowerCase().includes(keyword.toLowerCase());
  return { text: `${answer}${named ? '' : ` using ${keyword}`}${inventedTail(scenario) ?? ''}` };
}

function builderAnswer(kind: string, prompt: string, scenario: string): unknown {
  const facts = factsOf(prompt);
  const section = (name: string) => {
    const start = prompt.indexOf(`${name}:\n`);
    if (start < 0) return [];
    return prompt
      .slice(start + name.length + 2)
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !/^[A-Z]+:|^Answer as/.test(l));
  };
  const tail = inventedTail(scenario) ?? '';
  if (kind === 'summary')
    return { text: `${tidy(facts[0]?.text ?? section('FACTS')[0] ?? 'Experienced professional')}${tail}.` };
  if (kind === 'bullets') {
    const items = section('BULLETS').map((b) => tidy(b.replace(/^[-•*]\s*/, '')));
    return { items: items.map((b, i) => (i === 0 ? `${b}${tail}` : b)) };
  }
  return { items: tail ? [INVENTED.tool] : [] };
}

/** Which answer a request wants, from the schema name or the prompt's wording. */
function answerKind(body: ChatBody, prompt: string): string {
  const name = body.response_format?.json_schema?.name;
  if (name) return name;
  if (prompt.includes('ALLOWED TARGETS')) return 'resume_edits';
  if (prompt.startsWith('Write the body of a cover letter')) return 'cover_letter';
  if (prompt.includes('professional summary')) return 'summary';
  if (prompt.startsWith('Rewrite these resume bullets')) return 'bullets';
  if (prompt.startsWith('List the skills')) return 'skills';
  if (prompt.includes("person's own answer")) return 'answer_line';
  return 'ping';
}

function answerFor(body: ChatBody, scenario: string): string {
  const prompt = (body.messages ?? [])
    .filter((m) => m.role === 'user')
    .map((m) => m.content)
    .join('\n');
  const kind = answerKind(body, prompt);
  if (scenario === 'malformed') return 'Sure! Here are the edits: {"edits": [ {"targetId": "S", oops';
  if (kind === 'resume_edits') return JSON.stringify(resumeEdits(prompt, scenario));
  if (kind === 'cover_letter') return JSON.stringify(coverLetter(prompt, scenario));
  if (kind === 'ping') return '{"ok": true}';
  if (kind === 'answer_line') return JSON.stringify(answerLine(prompt, scenario));
  return JSON.stringify(builderAnswer(kind, prompt, scenario));
}

function scenarioOf(model: string | undefined): string {
  const name = (model ?? '').toLowerCase();
  for (const scenario of [
    'invent-employer',
    'invent-number',
    'invent-tool',
    'malformed',
    'no-schema',
    'no-format',
    'rate-limited',
    'server-error',
    'slow',
  ]) {
    if (name.includes(scenario)) return scenario;
  }
  const sleep = name.match(/sleep-(\d+)/);
  if (sleep) return `sleep-${sleep[1]}`;
  return 'valid';
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

export async function startOpenAiStub(options: { port?: number; slowMs?: number } = {}): Promise<OpenAiStub> {
  const requests: RecordedRequest[] = [];
  const slowMs = options.slowMs ?? 5000;
  const server = createServer(async (request, response) => {
    const raw = await readBody(request);
    let body: ChatBody | undefined;
    try {
      body = raw ? (JSON.parse(raw) as ChatBody) : undefined;
    } catch {
      body = undefined;
    }
    const scenario = scenarioOf(body?.model);
    const path = (request.url ?? '/').split('?')[0]!;
    requests.push({
      method: request.method ?? 'GET',
      path,
      headers: request.headers,
      body,
      scenario,
      at: Date.now(),
    });
    if (request.method !== 'POST' || !body)
      return send(response, 400, { error: { message: 'expected a JSON POST' } });

    if (scenario === 'rate-limited')
      return send(response, 429, { error: { message: 'Rate limit exceeded', type: 'rate_limit' } });
    if (scenario === 'server-error')
      return send(response, 500, { error: { message: 'upstream exploded', type: 'server_error' } });
    const format = body.response_format?.type;
    if (
      (scenario === 'no-schema' && format === 'json_schema') ||
      (scenario === 'no-format' && format && format !== 'text')
    )
      return send(response, 400, {
        error: {
          message: `response_format type '${format}' is not supported by this model`,
          type: 'invalid_request_error',
        },
      });
    const wait = scenario === 'slow' ? slowMs : scenario.startsWith('sleep-') ? Number(scenario.slice(6)) : 0;
    if (wait > 0) {
      let closed = false;
      response.once('close', () => {
        closed = true;
      });
      await sleep(wait);
      if (closed) return;
    }
    const content = answerFor(body, scenario);
    if (path.startsWith('/custom')) return send(response, 200, { output: { text: content } });
    return send(response, 200, {
      id: `chatcmpl-stub-${requests.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model ?? 'stub',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const STUB_INVENTIONS = INVENTED;
