import { describe, expect, it } from 'vitest';
import { landingInitialScripts } from './web-bundle.ts';

describe('landingInitialScripts', () => {
  it('counts the entry module and its preloads once each, and no lazy chunk', () => {
    const html = `<!doctype html><head>
      <script type="module" crossorigin src="/assets/index-abc.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-def.js">
      <link rel="modulepreload" crossorigin href="/assets/index-abc.js">
      <link rel="stylesheet" href="/assets/index.css"></head>`;
    expect(landingInitialScripts(html)).toEqual(['/assets/index-abc.js', '/assets/react-def.js']);
  });
});
