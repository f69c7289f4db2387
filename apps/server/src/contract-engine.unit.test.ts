import {
  APPLICATION_EXPORT_FORMATS,
  ANSWER_MAX_CHARS as CONTRACT_ANSWER_MAX_CHARS,
  DEFAULT_TEMPLATE_ID as CONTRACT_DEFAULT_TEMPLATE_ID,
  TEMPLATES as CONTRACT_TEMPLATES,
  MAX_SUGGESTIONS,
  MAX_TOP_KEYWORDS,
} from '@hireproof/contract';
import {
  ANSWER_MAX_CHARS as ENGINE_ANSWER_MAX_CHARS,
  DEFAULT_TEMPLATE_ID as ENGINE_DEFAULT_TEMPLATE_ID,
  TEMPLATES as ENGINE_TEMPLATES,
  EXPORT_FORMATS,
  READABILITY_MAX_SUGGESTIONS,
  READABILITY_MAX_TOP_KEYWORDS,
  TEMPLATE_IDS,
} from '@hireproof/engine';
import { describe, expect, it } from 'vitest';

// The engine may not import the contract (DESIGN §3), so a few facts live in both: the API's
// vocabulary in the contract, what the engine renders and scores with in the engine. The server
// sees both, so this is where they are held together.
describe('contract and engine agree on', () => {
  it('the templates: the same ids, in the same order, with the same names', () => {
    expect(TEMPLATE_IDS).toEqual(CONTRACT_TEMPLATES.map((template) => template.id));
    expect(ENGINE_TEMPLATES.map((template) => ({ id: template.id, name: template.name }))).toEqual(
      CONTRACT_TEMPLATES,
    );
  });

  it('the default template', () => {
    expect(ENGINE_DEFAULT_TEMPLATE_ID).toBe(CONTRACT_DEFAULT_TEMPLATE_ID);
  });

  it('the export formats', () => {
    expect(EXPORT_FORMATS).toEqual(APPLICATION_EXPORT_FORMATS);
  });

  it('the longest answer to a gap question', () => {
    expect(ENGINE_ANSWER_MAX_CHARS).toBe(CONTRACT_ANSWER_MAX_CHARS);
  });

  it('the readability caps (suggestions and top keywords)', () => {
    expect(READABILITY_MAX_SUGGESTIONS).toBe(MAX_SUGGESTIONS);
    expect(READABILITY_MAX_TOP_KEYWORDS).toBe(MAX_TOP_KEYWORDS);
  });
});
