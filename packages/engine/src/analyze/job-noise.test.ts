import { describe, expect, it } from 'vitest';
import {
  companyForms,
  companyNames,
  definedAcronyms,
  definiteSelfNames,
  inShoutedRun,
  isCompanyWord,
  isMottoAcronym,
  placeSpans,
  repairJobText,
} from './job-noise.ts';

const spanTexts = (text: string) => placeSpans(text).map((s) => text.slice(s.start, s.end));

describe('repairJobText', () => {
  it('joins a word split at a line end and splits words glued by a copied page', () => {
    expect(repairJobText('Experience with Angu-\nlar.js and scal-\nable systems')).toBe(
      'Experience with Angular.js and scalable systems',
    );
    expect(repairJobText('fast-paced coverage.At the desk')).toBe('fast-paced coverage. At the desk');
    expect(repairJobText('office staffREQUIREMENTS')).toBe('office staff REQUIREMENTS');
    expect(repairJobText('RESPONSIBILITIES:Brightco hires')).toBe('RESPONSIBILITIES: Brightco hires');
    expect(repairJobText('Junior CopywriterOur team')).toBe('Junior Copywriter Our team');
  });

  it("puts back the dot of a dotted name that a PDF split off ('. NET', 'Asp. net')", () => {
    expect(repairJobText('Skills in C#, . NET and Asp. net')).toBe('Skills in C#, .NET and Asp.net');
    expect(repairJobText('skilled in. NET and NET Framework')).toBe('skilled in .NET and .NET Framework');
    expect(repairJobText('a network of NETWORK engineers')).toBe('a network of NETWORK engineers');
  });

  it('gives a shouted label inside a line, or a lower-case word glued to a name, its own line', () => {
    expect(repairJobText('at the front deskREQUIREMENTS: Diploma')).toBe(
      'at the front desk\nREQUIREMENTS: Diploma',
    );
    expect(repairJobText('for the night shiftGlobex is an employer')).toBe(
      'for the night shift\nGlobex is an employer',
    );
    expect(repairJobText('in Springfield (IL).Main duties include')).toBe(
      'in Springfield (IL). Main duties include',
    );
  });

  it('drops web addresses and leaves product names alone', () => {
    expect(repairJobText('See https://jobs.example.com/dev-innovation-hub now')).toBe('See   now');
    expect(repairJobText('Node.js, JavaScript, ASP.NET and e-mail')).toBe(
      'Node.js, JavaScript, ASP.NET and e-mail',
    );
  });
});

describe('placeSpans', () => {
  it('finds a city with its region code, gazetteer places and places after a locative', () => {
    expect(spanTexts('Brightco, Oakland Hills, CA, USA')).toEqual(['Oakland Hills, CA', ', USA']);
    expect(spanTexts('You must be based in Wodonga Central to join')).toEqual(['Wodonga Central']);
    expect(spanTexts('Our team in San Francisco and Melbourne')).toEqual(['San Francisco', 'Melbourne']);
  });

  it('does not take an acronym for a place outside that pattern', () => {
    expect(spanTexts('CA or CPA qualified, with IFRS')).toEqual([]);
  });
});

describe('company names', () => {
  it('takes the distinctive words, the initials and a web domain of the name', () => {
    expect(companyForms('Quillo Software')).toEqual(expect.arrayContaining(['quillo']));
    expect(companyForms('Harbour Staffing Group')).toEqual(expect.arrayContaining(['harbour', 'hsg']));
    expect(companyForms('brightco.com')).toEqual(['brightco']);
  });

  it('reads the names an ad gives its employer', () => {
    const names = companyNames(
      "We're Zentrix, a data agency. About Quillo\nAt Brightco, we ship. Harbourline is an equal opportunity employer.",
    );
    for (const name of ['zentrix', 'quillo', 'brightco', 'harbourline']) expect(names.has(name)).toBe(true);
    expect(companyNames('About the role: build things').size).toBe(0);
  });

  it('knows words made from the name, but not ordinary words that start like it', () => {
    const names = new Set(['quillo', 'state']);
    expect(isCompanyWord('Quillo', names)).toBe(true);
    expect(isCompanyWord('Quilloers', names)).toBe(true);
    expect(isCompanyWord('Quillotters', names)).toBe(true);
    expect(isCompanyWord('REF0042Quillo', names)).toBe(true);
    expect(isCompanyWord('statement', names)).toBe(false);
  });
});

describe('shouted runs and defined acronyms', () => {
  it('tells a shouted sentence from an acronym in prose', () => {
    const shout = 'IT BEGAN WITH A SANDAL.';
    expect(inShoutedRun(shout, 3, 8)).toBe(true);
    const prose = 'Experience with AWS and ISO 27001 audits';
    expect(inShoutedRun(prose, 16, 19)).toBe(false);
    expect(inShoutedRun(prose, 24, 27)).toBe(false);
  });

  it("reads a capitalised noun after 'the', used twice and never in lower case, as a name", () => {
    expect(definiteSelfNames('Serve the Bureau well. Files for the Bureau are kept.')).toEqual(['bureau']);
    expect(definiteSelfNames('Serve the Bureau well. Files for the Bureau and every bureau.')).toEqual([]);
    expect(definiteSelfNames('Serve the Bureau well.')).toEqual([]);
  });

  it('reads acronyms spelled out in the words before them', () => {
    const found = definedAcronyms(
      'We live by Kindness, Openness and Grit (KOG). Use Object Relational Mapping (ORM) daily.',
    );
    expect(found.get('KOG')).toBe('Kindness, Openness and Grit');
    expect(found.get('ORM')).toBe('Object Relational Mapping');
    expect(definedAcronyms('Object-Relational Mapping (ORM) frameworks').get('ORM')).toBe(
      'Object-Relational Mapping',
    );
    expect(isMottoAcronym('Kindness, Openness and Grit')).toBe(true);
    expect(isMottoAcronym('Discipline+ Quality +Speed +Commitment')).toBe(true);
    expect(isMottoAcronym('Object-Relational Mapping')).toBe(false);
  });
});
