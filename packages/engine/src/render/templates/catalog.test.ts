import { describe, expect, it } from 'vitest';
import { SECTION_KEYS } from '../../model/resume-document.ts';
import { findTemplate, getTemplate, TEMPLATE_IDS, TEMPLATES } from './catalog.ts';
import { templateTokensSchema } from './tokens.ts';

describe('template catalog', () => {
  it('has the nine templates of SPEC §3 with their exact names', () => {
    expect(TEMPLATES.map((template) => [template.id, template.name])).toEqual([
      ['classic', 'Classic Professional'],
      ['modern', 'Modern Minimal'],
      ['executive', 'Executive'],
      ['creative', 'Creative Bold'],
      ['tech', 'Tech Focus'],
      ['simple', 'Simple Clean'],
      ['elegant', 'Elegant Professional'],
      ['compact', 'Compact'],
      ['academic', 'Academic'],
    ]);
    expect(TEMPLATE_IDS).toEqual(TEMPLATES.map((template) => template.id));
  });

  it('validates every template against the token schema', () => {
    for (const template of TEMPLATES) expect(templateTokensSchema.parse(template)).toEqual(template);
  });

  it('lists each section key at most once in every default order', () => {
    for (const template of TEMPLATES) {
      expect(new Set(template.sectionOrder).size).toBe(template.sectionOrder.length);
      for (const key of template.sectionOrder) expect(SECTION_KEYS).toContain(key);
    }
  });

  it('makes every template visibly distinct from every other', () => {
    const look = (id: string) => {
      const { font, size, colour, spacing, heading, header } = getTemplate(id);
      return JSON.stringify({ font, size, colour, spacing, heading, header });
    };
    expect(new Set(TEMPLATE_IDS.map(look)).size).toBe(TEMPLATE_IDS.length);
    // Beyond differing at all: no two templates share typeface, accent colour and heading treatment.
    const signature = (id: string) => {
      const { font, colour, heading, header } = getTemplate(id);
      return [font.body, font.heading, colour.accent, heading.uppercase, heading.rule, header.align].join(
        '|',
      );
    };
    expect(new Set(TEMPLATE_IDS.map(signature)).size).toBe(TEMPLATE_IDS.length);
  });

  it('rejects unknown ids with a clear message', () => {
    expect(findTemplate('fancy')).toBeUndefined();
    expect(() => getTemplate('fancy')).toThrow("Unknown template 'fancy'");
  });
});
