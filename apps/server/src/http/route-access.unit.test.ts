import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTE_ACCESS } from './route-access.ts';

const apiDoc = readFileSync(new URL('../../../../docs/api.md', import.meta.url), 'utf8');

/** The `METHOD /path` → access rows of docs/api.md's tables. */
function documentedRoutes(markdown: string): Record<string, string> {
  const rows: Record<string, string> = {};
  for (const match of markdown.matchAll(/^\| `([A-Z*]+ \/[^`]*)` \| (\w+) \|/gm)) rows[match[1]!] = match[2]!;
  return rows;
}

describe('docs/api.md', () => {
  it('lists every classified route with its access, and no route the server does not have', () => {
    const documented = documentedRoutes(apiDoc);
    expect(Object.keys(documented).length).toBeGreaterThan(0);
    expect(documented).toEqual({ ...ROUTE_ACCESS });
  });
});
