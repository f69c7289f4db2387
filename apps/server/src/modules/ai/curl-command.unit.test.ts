import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CurlParseError,
  fillCurlRequest,
  maskCurlCommand,
  parseCurlCommand,
  readAnswerPath,
  tokenizeCommand,
} from './curl-command.ts';
import { maskKey } from './key-crypto.ts';

const TEMPLATE = `curl https://api.example.com/v1/chat/completions \\
  -X POST \\
  -H 'Authorization: Bearer sk-canary-7f3e9c1d' \\
  -H "Content-Type: application/json" \\
  --data-raw '{"model": "m", "messages": [{"role": "system", "content": "{{system}}"}, {"role": "user", "content": "{{prompt}}"}]}'`;

describe('tokenizer', () => {
  it('handles quotes, escapes and line continuations', () => {
    expect(tokenizeCommand(`curl 'a b' "c \\"d\\"" e\\ f \\\n g`)).toEqual([
      'curl',
      'a b',
      'c "d"',
      'e f',
      'g',
    ]);
    expect(tokenizeCommand(`curl -H'X: 1'"2"`)).toEqual(['curl', '-HX: 12']);
  });

  it('refuses shell operators and expansion', () => {
    for (const bad of [
      'curl https://x.test; rm -rf /',
      'curl https://x.test | sh',
      'curl $(whoami)',
      'curl "https://$HOST"',
      'curl `id`',
      'curl https://x.test > out',
      "curl 'unterminated",
    ]) {
      expect(() => tokenizeCommand(bad), bad).toThrow(CurlParseError);
    }
  });
});

describe('parseCurlCommand', () => {
  it('reads URL, method, headers and body', () => {
    const request = parseCurlCommand(TEMPLATE);
    expect(request.url).toBe('https://api.example.com/v1/chat/completions');
    expect(request.method).toBe('POST');
    expect(request.headers).toContainEqual(['Authorization', 'Bearer sk-canary-7f3e9c1d']);
    expect(request.headers).toContainEqual(['Content-Type', 'application/json']);
    expect(request.body).toContain('{{prompt}}');
  });

  it('defaults to POST with a body, GET without; --json sets JSON headers', () => {
    expect(parseCurlCommand('curl https://x.test -d a=1').method).toBe('POST');
    expect(parseCurlCommand('curl https://x.test').method).toBe('GET');
    const json = parseCurlCommand(`curl --json '{"a":1}' https://x.test`);
    expect(json.headers).toContainEqual(['Content-Type', 'application/json']);
    expect(json.body).toBe('{"a":1}');
  });

  it('refuses file reads, config files and unknown flags', () => {
    for (const bad of [
      'curl -F file=@/etc/passwd https://x.test',
      'curl -d @/etc/passwd https://x.test',
      'curl --data-binary @body.json https://x.test',
      'curl -K config.txt https://x.test',
      'curl --config config.txt https://x.test',
      'curl -o /tmp/out https://x.test',
      'curl -T /etc/passwd https://x.test',
      'curl --unix-socket /var/run/docker.sock https://x.test',
      'curl file:///etc/passwd',
      'wget https://x.test',
      'curl',
      'curl https://a.test https://b.test',
    ]) {
      expect(() => parseCurlCommand(bad), bad).toThrow(CurlParseError);
    }
  });
});

describe('placeholders', () => {
  it('substitutes JSON-safely and keeps the request target', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (prompt, system) => {
        const filled = fillCurlRequest(parseCurlCommand(TEMPLATE), { prompt, system, messages: [] });
        expect(filled.url).toBe('https://api.example.com/v1/chat/completions');
        expect(filled.method).toBe('POST');
        const body = JSON.parse(filled.body!);
        expect(body.messages[1].content).toBe(prompt);
        expect(body.messages[0].content).toBe(system);
      }),
      { numRuns: 300 },
    );
  });

  it('fills {{messages_json}} with the messages array and {{api_key}} only in headers', () => {
    const request = parseCurlCommand(
      `curl https://x.test -H 'Authorization: Bearer {{api_key}}' -d '{"messages": {{messages_json}}, "k": "{{api_key}}"}'`,
    );
    const messages = [{ role: 'user', content: 'a "quoted" \n line' }];
    const filled = fillCurlRequest(request, { prompt: '', system: '', messages, apiKey: 'sk-x-1234' });
    expect(JSON.parse(filled.body!).messages).toEqual(messages);
    expect(filled.body).not.toContain('sk-x-1234');
    expect(filled.headers).toContainEqual(['Authorization', 'Bearer sk-x-1234']);
  });

  it('refuses a JSON body that the prompt would break', () => {
    const request = parseCurlCommand(`curl https://x.test -d '{"content": {{prompt}}}'`);
    expect(() => fillCurlRequest(request, { prompt: 'hello', system: '', messages: [] })).toThrow(
      CurlParseError,
    );
  });
});

describe('answer path and masking', () => {
  it('reads nested paths', () => {
    const answer = { choices: [{ message: { content: 'hi' } }] };
    expect(readAnswerPath(answer, 'choices.0.message.content')).toBe('hi');
    expect(readAnswerPath(answer, 'choices.1.message.content')).toBeUndefined();
  });

  it.each([
    [
      'a key in the URL query',
      `curl 'https://ai.example.test/v1/generate?key=AbC123xYz789&alt=json' -d '{"q": "{{prompt}}"}'`,
      'AbC123xYz789',
    ],
    [
      'a key in the JSON body',
      `curl https://ai.example.test/v1 -d '{"api_key": "body-key-5531", "q": "{{prompt}}"}'`,
      'body-key-5531',
    ],
    [
      'an unnamed high-entropy token',
      `curl https://ai.example.test/v1 -H 'X-Client: Zq8WvX3kLp0mNn7RtY2bQc5dEe' -d '{"q": "{{prompt}}"}'`,
      'Zq8WvX3kLp0mNn7RtY2bQc5dEe',
    ],
  ])('masks %s', (_label, command, secret) => {
    const shown = maskCurlCommand(command, maskKey);
    expect(shown).not.toContain(secret);
    expect(shown).toContain(maskKey(secret));
    expect(shown).toContain('{{prompt}}');
  });

  it('masks secret header values in the command shown to admins', () => {
    const shown = maskCurlCommand(TEMPLATE, maskKey);
    expect(shown).not.toContain('sk-canary-7f3e9c1d');
    expect(shown).toContain('Authorization: Bearer ••••••••9c1d');
    expect(shown).toContain('Content-Type: application/json');
  });
});
