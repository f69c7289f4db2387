import {
  CREDENTIAL_NAME,
  credentialsOf,
  maskHighEntropyTokens,
  maskSecretsIn,
} from './credentials-in-text.ts';

/**
 * A pasted curl command, read without a shell (security plan H-3): our own tokenizer (single and
 * double quotes, backslash escapes, backslash-newline continuations), an allow-list of flags, and
 * placeholders substituted after parsing so a prompt can never change the request's target.
 */
export interface CurlRequest {
  url: string;
  method: string;
  headers: Array<[string, string]>;
  body: string | undefined;
}

export class CurlParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CurlParseError';
  }
}

const SHELL_OPERATORS = /^(\||\|\||&&|;|&|>|>>|<|<<|\$\(|`)$/;

/** Splits a command line into words like a POSIX shell would, minus expansion (which is refused). */
export function tokenizeCommand(input: string): string[] {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let i = 0;
  const text = input.replace(/\\\r?\n/g, ' ');
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === "'") {
      const end = text.indexOf("'", i + 1);
      if (end < 0) throw new CurlParseError('The curl command has an unclosed single quote.');
      word += text.slice(i + 1, end);
      inWord = true;
      i = end + 1;
      continue;
    }
    if (ch === '"') {
      i += 1;
      let closed = false;
      while (i < text.length) {
        const c = text[i]!;
        if (c === '"') {
          closed = true;
          i += 1;
          break;
        }
        if (c === '\\' && i + 1 < text.length && '"\\$`'.includes(text[i + 1]!)) {
          word += text[i + 1];
          i += 2;
          continue;
        }
        if (c === '$' || c === '`')
          throw new CurlParseError('The curl command uses shell expansion ($ or `), which is not supported.');
        word += c;
        i += 1;
      }
      if (!closed) throw new CurlParseError('The curl command has an unclosed double quote.');
      inWord = true;
      continue;
    }
    if (ch === '\\') {
      if (i + 1 < text.length) word += text[i + 1];
      inWord = true;
      i += 2;
      continue;
    }
    if (/\s/.test(ch)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
      i += 1;
      continue;
    }
    if ('|;&<>`'.includes(ch) || (ch === '$' && text[i + 1] === '(')) {
      throw new CurlParseError('The curl command contains shell operators; paste a single curl command.');
    }
    if (ch === '$')
      throw new CurlParseError('The curl command uses shell expansion ($ or `), which is not supported.');
    word += ch;
    inWord = true;
    i += 1;
  }
  if (inWord) words.push(word);
  for (const w of words)
    if (SHELL_OPERATORS.test(w)) throw new CurlParseError('The curl command contains shell operators.');
  return words;
}

const WITH_VALUE = new Map<string, 'method' | 'header' | 'data' | 'json' | 'url' | 'user-agent'>([
  ['-X', 'method'],
  ['--request', 'method'],
  ['-H', 'header'],
  ['--header', 'header'],
  ['-d', 'data'],
  ['--data', 'data'],
  ['--data-raw', 'data'],
  ['--data-binary', 'data'],
  ['--json', 'json'],
  ['--url', 'url'],
  ['-A', 'user-agent'],
  ['--user-agent', 'user-agent'],
]);
/** Flags that change nothing we honour; accepted so pasted commands from provider docs work. */
const HARMLESS = new Set([
  '-s',
  '--silent',
  '-S',
  '--show-error',
  '-sS',
  '-L',
  '--location',
  '--compressed',
  '-i',
  '-v',
  '--fail',
  '-f',
  '-N',
  '--no-buffer',
]);

/** Parses a curl command into a request; refuses file reads, config files and unknown flags. */
export function parseCurlCommand(command: string): CurlRequest {
  const words = tokenizeCommand(command.trim());
  if (words[0] !== 'curl') throw new CurlParseError("The command must start with 'curl'.");
  let url: string | undefined;
  let method: string | undefined;
  const headers: Array<[string, string]> = [];
  const data: string[] = [];
  let json = false;
  for (let i = 1; i < words.length; i += 1) {
    const word = words[i]!;
    let flag = word;
    let value: string | undefined;
    const eq = word.startsWith('--') ? word.indexOf('=') : -1;
    if (eq > 0) {
      flag = word.slice(0, eq);
      value = word.slice(eq + 1);
    } else if (/^-[XHdA].+/.test(word)) {
      flag = word.slice(0, 2);
      value = word.slice(2);
    }
    const kind = WITH_VALUE.get(flag);
    if (kind) {
      if (value === undefined) {
        i += 1;
        value = words[i];
      }
      if (value === undefined) throw new CurlParseError(`The curl option ${flag} needs a value.`);
      if (kind === 'method') method = value.toUpperCase();
      else if (kind === 'header') {
        const colon = value.indexOf(':');
        if (colon <= 0) throw new CurlParseError(`The header '${value.slice(0, 40)}' has no name.`);
        const name = value.slice(0, colon).trim();
        if (!/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(name))
          throw new CurlParseError(`The header name '${name}' is not valid.`);
        headers.push([name, value.slice(colon + 1).trim()]);
      } else if (kind === 'data' || kind === 'json') {
        if (value.startsWith('@'))
          throw new CurlParseError('The curl command reads a file (@file); paste the request body instead.');
        data.push(value);
        if (kind === 'json') json = true;
      } else if (kind === 'url') {
        url = value;
      } else headers.push(['User-Agent', value]);
      continue;
    }
    if (HARMLESS.has(word)) continue;
    if (word.startsWith('-'))
      throw new CurlParseError(
        `The curl option ${flag} is not supported (allowed: -X, -H, -d, --data-raw, --json).`,
      );
    if (url !== undefined) throw new CurlParseError('The curl command names more than one URL.');
    url = word;
  }
  if (!url) throw new CurlParseError('The curl command has no URL.');
  if (!/^https?:\/\//i.test(url))
    throw new CurlParseError('The curl URL must start with https:// (or http:// for a local server).');
  const body = data.length ? data.join('&') : undefined;
  if (json) {
    if (!headers.some(([n]) => n.toLowerCase() === 'content-type'))
      headers.push(['Content-Type', 'application/json']);
    if (!headers.some(([n]) => n.toLowerCase() === 'accept')) headers.push(['Accept', 'application/json']);
  }
  return { url, method: method ?? (body !== undefined ? 'POST' : 'GET'), headers, body };
}

export interface PromptValues {
  prompt: string;
  system: string;
  messages: Array<{ role: string; content: string }>;
  /** Substituted for {{api_key}} in headers, so a pasted command need not carry the key. */
  apiKey?: string;
}

/** The inside of a JSON string literal for a value (quotes, backslashes and controls escaped). */
const jsonInner = (value: string) => JSON.stringify(value).slice(1, -1);

/**
 * Fills the placeholders. In the body, {{prompt}} and {{system}} become JSON-escaped text (meant to
 * sit inside a JSON string) and {{messages_json}} a JSON array; a body that was JSON must stay JSON.
 * Headers take no prompt text, only {{api_key}}; the URL and method never change.
 */
export function fillCurlRequest(request: CurlRequest, values: PromptValues): CurlRequest {
  // One pass with a function: a prompt that contains '{{system}}' or '$&' stays literal text.
  const body = request.body?.replace(/\{\{(prompt|system|messages_json)\}\}/g, (_whole, name: string) =>
    name === 'messages_json'
      ? JSON.stringify(values.messages)
      : jsonInner(name === 'prompt' ? values.prompt : values.system),
  );
  if (body !== undefined && request.body !== undefined && looksLikeJson(request.body)) {
    try {
      JSON.parse(body);
    } catch {
      throw new CurlParseError(
        'The curl body is not valid JSON once the prompt is filled in; put {{prompt}} inside a JSON string.',
      );
    }
  }
  const headers = request.headers.map(([name, value]): [string, string] => [
    name,
    value.replace(/\{\{api_key\}\}/g, () => values.apiKey ?? ''),
  ]);
  return { ...request, headers, body };
}

const looksLikeJson = (body: string) => /^\s*[[{]/.test(body);

/** Reads 'choices.0.message.content' out of a parsed JSON answer; undefined when absent. */
export function readAnswerPath(value: unknown, path: string): unknown {
  let current: unknown = value;
  for (const part of path.split('.').filter(Boolean)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = Array.isArray(current) ? current[Number(part)] : (current as Record<string, unknown>)[part];
  }
  return current;
}

/**
 * The command as shown to admins: every credential masked — secret headers, credential-named query
 * and body values, and long high-entropy tokens wherever they sit. A command that no longer parses
 * still gets its high-entropy tokens and secret-looking headers masked.
 */
export function maskCurlCommand(command: string, mask: (secret: string) => string): string {
  try {
    return maskSecretsIn(command, credentialsOf(parseCurlCommand(command)), mask);
  } catch {
    return maskHighEntropyTokens(maskSecretHeaderLines(command, mask), mask);
  }
}

/** Header values of `-H 'Name: value'` whose name says credential (for unparsable commands). */
function maskSecretHeaderLines(command: string, mask: (secret: string) => string): string {
  return command.replace(
    /((?:-H|--header)\s*=?\s*(['"]?))([A-Za-z0-9-_]+)\s*:\s*([^'"\n]*)/g,
    (whole, prefix: string, _quote: string, name: string, value: string) => {
      if (!CREDENTIAL_NAME.test(name) || !value.trim() || value.includes('{{api_key}}')) return whole;
      const bearer = value.match(/^(Bearer|Basic|Token)\s+(.+)$/i);
      return bearer
        ? `${prefix}${name}: ${bearer[1]} ${mask(bearer[2]!.trim())}`
        : `${prefix}${name}: ${mask(value.trim())}`;
    },
  );
}

/** Every credential of a parsed request (to scrub from errors and echoes). */
export function curlSecrets(request: CurlRequest): string[] {
  return credentialsOf(request);
}
