import { describe, expect, it } from 'vitest';
import { canGenerate, validateGenerationForm } from './generation-form-validation.ts';

const resume = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
const longText = 'x'.repeat(200);
const valid = { file: resume, jobTitle: 'Engineer', company: 'Acme', jobDescription: longText };

describe('validateGenerationForm', () => {
  it('accepts a complete form', () => {
    expect(validateGenerationForm(valid)).toBeNull();
  });

  it('asks for the resume first', () => {
    expect(validateGenerationForm({ ...valid, file: null, jobTitle: '' })).toEqual({
      title: 'File Required',
      description: 'Please upload your resume',
    });
  });

  it('asks for every text field, blank counting as missing', () => {
    for (const field of ['jobTitle', 'company', 'jobDescription'] as const) {
      expect(validateGenerationForm({ ...valid, [field]: '   ' })).toEqual({
        title: 'Missing Information',
        description: 'Please fill in all required fields',
      });
    }
  });

  it('wants at least 200 characters of description, not counting surrounding spaces', () => {
    const tooShort = {
      title: 'Job Description Too Short',
      description: 'Please provide a more detailed job description (minimum 200 characters)',
    };
    expect(validateGenerationForm({ ...valid, jobDescription: 'x'.repeat(199) })).toEqual(tooShort);
    expect(validateGenerationForm({ ...valid, jobDescription: `  ${'x'.repeat(199)}  ` })).toEqual(tooShort);
    expect(validateGenerationForm({ ...valid, jobDescription: 'x'.repeat(200) })).toBeNull();
  });
});

describe('canGenerate', () => {
  it('needs a credit unless admin, and never while generating', () => {
    expect(canGenerate({ credits: 1, role: 'user' }, false)).toBe(true);
    expect(canGenerate({ credits: 0, role: 'user' }, false)).toBe(false);
    expect(canGenerate({ credits: 0, role: 'admin' }, false)).toBe(true);
    expect(canGenerate({ credits: 5, role: 'user' }, true)).toBe(false);
    expect(canGenerate({ credits: 0, role: 'admin' }, true)).toBe(false);
  });
});
