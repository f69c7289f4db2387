import { describe, expect, it } from 'vitest';
import { readJobFile } from './job-file.ts';

const DUTIES = 'You will build payment services in Go and Kafka, and mentor two engineers.';

describe('readJobFile: title and company from the posting itself', () => {
  it('reads a Title:/Company: header and keeps the rest as the description', () => {
    const job = readJobFile(`Title: Data Engineer I\nCompany: Audible\nLocation: Newark, NJ\n\n${DUTIES}`);
    expect(job).toMatchObject({ title: 'Data Engineer I', company: 'Audible' });
    expect(job.description).toContain(DUTIES);
    expect(job.description).not.toMatch(/^Title:/m);
  });

  it('reads a "Job Description:" banner, wrapped inside its parenthesis, and the employer line under it', () => {
    const job = readJobFile(
      `   Job Description: Senior Full Stack Engineer (5+ Years of\n      Experience)\n\n   Northwind Labs, Austin, TX, USA\n\nAbout Us\n${DUTIES}`,
    );
    expect(job.title).toBe('Senior Full Stack Engineer');
    expect(job.company).toBe('Northwind Labs');
  });

  it('reads a first line "Title at Company"', () => {
    expect(readJobFile(`Data Analyst at Acme Corp\n${DUTIES}`)).toEqual({
      title: 'Data Analyst',
      company: 'Acme Corp',
      description: DUTIES,
    });
  });

  it('finds the role in the first sentences when there is no header, and leaves the company empty', () => {
    const job = readJobFile(
      `We are looking for a Senior Backend Engineer to join our platform team. ${DUTIES}`,
    );
    expect(job).toMatchObject({ title: 'Senior Backend Engineer', company: '' });
    expect(job.description).toContain('We are looking for');
  });

  it('drops page-title noise from a job board title', () => {
    expect(readJobFile(`Title: Housekeeper Job in Austin\n${DUTIES}`).title).toBe('Housekeeper');
  });

  it('reads a JSON Resume job file', () => {
    const job = readJobFile(
      JSON.stringify({
        title: 'Web Developer',
        company: 'Contoso',
        description: 'Build and maintain web applications.',
        responsibilities: ['Develop features'],
        skills: [{ name: 'Web', keywords: ['HTML', 'CSS'] }],
      }),
    );
    expect(job.title).toBe('Web Developer');
    expect(job.company).toBe('Contoso');
    expect(job.description).toContain('- Develop features');
    expect(job.description).toContain('- HTML');
  });

  it('uses --title and --company only as overrides and never refuses without them', () => {
    expect(readJobFile(`Title: Analyst\nCompany: Acme\n${DUTIES}`, { company: 'Globex' })).toMatchObject({
      title: 'Analyst',
      company: 'Globex',
    });
    expect(() => readJobFile('We need SQL and Python.')).not.toThrow();
    expect(readJobFile('We need SQL and Python.', { title: 'Analyst', company: 'Acme' })).toEqual({
      title: 'Analyst',
      company: 'Acme',
      description: 'We need SQL and Python.',
    });
  });
});

describe('readJobFile: recruiter page titles', () => {
  it('takes the recruiter named before "Job Application for" as the company', () => {
    expect(readJobFile(`Title: Globex Job Application for Principal QA Engineer\n${DUTIES}`)).toMatchObject({
      title: 'Principal QA Engineer',
      company: 'Globex',
    });
  });
});

describe('readJobFile: the employer named only in the body', () => {
  it("reads 'At X, we', 'About X', 'X is an equal opportunity employer' and 'X is seeking'", () => {
    expect(readJobFile(`Title: Barista\n\nPour coffee. At Bean-Co, we value our baristas.`).company).toBe(
      'Bean-Co',
    );
    expect(readJobFile(`Title: Porter\n\nAbout Harbourview\nCarry luggage.`).company).toBe('Harbourview');
    expect(
      readJobFile(
        `Title: Clerk\n\nFile records daily.requirementGlobex Staffing is an Equal Opportunity Employer.`,
      ).company,
    ).toBe('Globex Staffing');
    expect(
      readJobFile(`Title: Editor\n\nThe Riverside Gazette is seeking a copy editor. ${DUTIES}`).company,
    ).toBe('Riverside Gazette');
  });

  it("reads an agency that posts for a client it does not name, and a 'Posted by' line", () => {
    expect(readJobFile(`Title: Clerk\n\nDUTIES:Brightstaff has a client seeking a clerk.`).company).toBe(
      'Brightstaff',
    );
    expect(readJobFile(`Title: Driver\n\nDeliver parcels.\nPosted by Quickhire Partners`).company).toBe(
      'Quickhire Partners',
    );
  });

  it('takes the name the body uses most when it gives several', () => {
    const text = `Title: Nurse\n\nAbout Northwind Care\nNorthwind Care runs clinics. Northwind Care is an EOE. Posted by Jobfinder`;
    expect(readJobFile(text).company).toBe('Northwind Care');
  });

  it("spells a header's web domain as the posting spells the name", () => {
    expect(
      readJobFile(`Title: Analyst\nCompany: brightlabs.com\n\nWe're BrightLabs, a small agency.`).company,
    ).toBe('BrightLabs');
    expect(readJobFile(`Title: Analyst\nCompany: brightlabs.com\n\n${DUTIES}`).company).toBe(
      'brightlabs.com',
    );
  });

  it('keeps a header company over any name in the body', () => {
    expect(readJobFile(`Title: Analyst\nCompany: Initech\n\nAt Globex, we build widgets.`).company).toBe(
      'Initech',
    );
  });
});

describe('readJobFile: labels in other languages and board wording', () => {
  it("reads 'Puesto de trabajo:', 'Intitulé du poste:' and 'Empresa:'", () => {
    expect(
      readJobFile(`Puesto de trabajo: Analista de Datos\n\nEmpresa: Banco Sol\n\nHacer informes.`),
    ).toMatchObject({
      title: 'Analista de Datos',
      company: 'Banco Sol',
    });
    expect(readJobFile(`Intitulé du poste: Comptable\n\nTenir les comptes.`).title).toBe('Comptable');
  });

  it("drops a board's 'Requirement of' or 'Hiring for' before the role", () => {
    expect(readJobFile(`Title: Requirement of Junior Accountant\n${DUTIES}`).title).toBe('Junior Accountant');
    expect(readJobFile(`Title: Urgent Hiring for Warehouse Picker\n${DUTIES}`).title).toBe(
      'Warehouse Picker',
    );
  });
});
