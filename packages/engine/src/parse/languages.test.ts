import { describe, expect, it } from 'vitest';
import { buildResumeDocx } from '../fixtures/docx.ts';
import { LANGUAGE_FIXTURES, type LanguageFixture, languageResume } from '../fixtures/multilingual.ts';
import { buildResumePdf } from '../fixtures/pdf.ts';
import { fixtureToText } from '../fixtures/resume-fixtures.ts';
import { outlineResume, outlineText } from '../render/outline.ts';
import { coverLetterLanguageNotice } from './language-notices.ts';
import { type ParsedResume, parseResume, parseResumeText } from './parse-resume.ts';
import { documentWords, wordsOf } from './structure/conservation.ts';
import { detectLanguage } from './structure/languages.ts';

/** Lines of the parse's text whose words neither the document nor a section heading holds. */
function lostLines(parsed: ParsedResume): string[] {
  const have = documentWords(parsed.document);
  for (const section of parsed.sections) for (const w of wordsOf(section.title)) have.add(w);
  return parsed.text.split('\n').filter((line) => wordsOf(line).some((w) => !have.has(w)));
}

/** Every fact of the fixture in its own field, and nothing left over. */
function expectFacts(parsed: ParsedResume, fixture: LanguageFixture) {
  const doc = parsed.document;
  expect(parsed.language).toBe(fixture.language);
  expect(doc.language).toBe(fixture.language);
  expect(parsed.warnings.map((w) => w.code)).not.toContain('language-unsupported');
  expect(doc.basics.name).toBe(fixture.name);
  expect(doc.summary?.text).toBe(fixture.summary);
  expect(
    doc.work.map((w) => ({
      title: w.position,
      employer: w.company,
      location: w.location,
      start: w.start?.iso,
      end: w.current ? 'present' : w.end?.iso,
      bullets: w.highlights.map((h) => h.text),
    })),
  ).toEqual(
    fixture.jobs.map((job) => ({
      title: job.title,
      employer: job.employer,
      location: job.location,
      start: job.startIso,
      end: job.endIso,
      bullets: job.bullets,
    })),
  );
  // 'Present' in the person's own word, never dropped or glued to a bullet.
  const open = fixture.jobs.filter((job) => job.presentWord);
  expect(doc.work.filter((w) => w.current).map((w) => w.end?.text)).toEqual(open.map((j) => j.presentWord));
  expect(doc.education).toHaveLength(1);
  expect(doc.education[0]).toMatchObject({
    institution: fixture.education.institution,
    studyType: fixture.education.studyType,
    area: fixture.education.area,
    end: { iso: fixture.education.endIso },
  });
  expect(doc.skills.flatMap((s) => s.keywords)).toEqual(fixture.skills);
  expect(doc.languages.length).toBe(2);
  expect(doc.custom).toEqual([]);
  expect(lostLines(parsed)).toEqual([]);
}

describe('resumes in Spanish, French, German, Portuguese and Italian, round-tripped through the parser', () => {
  for (const fixture of LANGUAGE_FIXTURES) {
    it(`plain text (${fixture.language})`, () => {
      expectFacts(parseResumeText(fixtureToText(languageResume(fixture))), fixture);
    });

    it(`PDF (${fixture.language})`, async () => {
      const parsed = await parseResume(await buildResumePdf(languageResume(fixture)), 'cv.pdf');
      expectFacts(parsed, fixture);
    });

    it(`DOCX (${fixture.language})`, async () => {
      const parsed = await parseResume(await buildResumeDocx(languageResume(fixture)), 'cv.docx');
      expectFacts(parsed, fixture);
    });

    it(`renders its headings in its own language and reads back the same (${fixture.language})`, () => {
      const parsed = parseResumeText(fixtureToText(languageResume(fixture)));
      const outline = outlineResume(parsed.document, parsed.document.sectionOrder);
      const titles = outline.sections.map((s) => s.title);
      expect(titles).not.toContain('Work Experience');
      expect(titles).not.toContain('Education');
      const reread = parseResumeText(outlineText(outline).join('\n'));
      expect(reread.language).toBe(fixture.language);
      expect(reread.document.work.map((w) => [w.position, w.company, w.current])).toEqual(
        parsed.document.work.map((w) => [w.position, w.company, w.current]),
      );
      expect(reread.document.education.map((e) => e.institution)).toEqual([fixture.education.institution]);
    });
  }

  it('reads the Spanish resume of issue 17 whole: jobs, education and skills, with accents', () => {
    const text = [
      'Lucía Fernández García',
      'lucia.fernandez@example.es | Sevilla, España',
      'Desarrolladora de Software',
      'Experiencia',
      'Desarrolladora de Software, Banco Guadalquivir, Sevilla 2017 – actualidad',
      '- Desarrollé servicios en Java para la banca en línea durante seis años.',
      'Educación',
      'Grado en Ingeniería Informática, Universidad de Sevilla 2013 – 2017',
      'Habilidades',
      'Java, Spring Boot, SQL',
    ].join('\n');
    const parsed = parseResumeText(text);
    expect(parsed.language).toBe('es');
    expect(parsed.document.basics.name).toBe('Lucía Fernández García');
    expect(parsed.document.work).toHaveLength(1);
    expect(parsed.document.work[0]).toMatchObject({
      position: 'Desarrolladora de Software',
      company: 'Banco Guadalquivir',
      current: true,
      end: { text: 'Actualidad' },
    });
    expect(parsed.document.education[0]).toMatchObject({ institution: 'Universidad de Sevilla' });
    expect(parsed.document.skills.flatMap((s) => s.keywords)).toEqual(['Java', 'Spring Boot', 'SQL']);
    expect(lostLines(parsed)).toEqual([]);
  });
});

describe('a resume in a language we do not read', () => {
  it('is kept whole, with a plain warning', () => {
    const text = [
      'Jan de Vries',
      'jan.devries@example.nl | Utrecht',
      'Werkervaring',
      'Ontwikkelaar bij Grachtenzicht BV 2018 – heden',
      'Bouwde een systeem voor het beheer van de voorraad van een winkel met de klanten en het team.',
      'Opleiding',
      'Bachelor Informatica, Hogeschool Utrecht 2014 – 2018',
      'Vaardigheden',
      'Java, Python, en het werken met een team van ontwikkelaars voor de klant.',
    ].join('\n');
    const parsed = parseResumeText(text);
    expect(parsed.language).toBe('unknown');
    expect(parsed.document.language).toBeUndefined();
    expect(parsed.warnings.map((w) => w.code)).toContain('language-unsupported');
    expect(lostLines(parsed)).toEqual([]);
  });

  it('in a non-Latin script is kept whole, with the same warning', () => {
    const text = [
      'Иван Петров',
      'ivan.petrov@example.ru',
      'Опыт работы',
      'Разработчик, ООО Ромашка 2019 – настоящее время',
      'Разработал систему учёта заказов для сети магазинов и команды поддержки клиентов.',
      'Образование',
      'Московский государственный университет 2014 – 2018',
    ].join('\n');
    const parsed = parseResumeText(text);
    expect(parsed.language).toBe('unknown');
    expect(parsed.warnings.map((w) => w.code)).toContain('language-unsupported');
    expect(lostLines(parsed)).toEqual([]);
  });

  it('an English resume gets no language warning', () => {
    const parsed = parseResumeText(
      [
        'Dana Smith',
        'dana@example.com',
        'Experience',
        'Software Engineer, Acme Inc. 2019 – Present',
        '- Built the billing service in Go and cut the time to invoice from days to minutes for the team.',
        'Education',
        'B.S. in Computer Science, State University 2015 – 2019',
      ].join('\n'),
    );
    expect(parsed.language).toBe('en');
    expect(parsed.document.language).toBeUndefined();
    expect(parsed.warnings).toEqual([]);
  });
});

describe('detectLanguage', () => {
  const samples: [string, string][] = [
    [
      'en',
      'We are looking for a backend engineer to join the payments team and build services with Go and SQL.',
    ],
    [
      'es',
      'Buscamos un desarrollador para el equipo de pagos, con experiencia en Java y en el diseño de servicios.',
    ],
    [
      'fr',
      'Nous recherchons un ingénieur pour rejoindre l’équipe des paiements et concevoir des services avec Go.',
    ],
    [
      'de',
      'Wir suchen einen Entwickler für das Team der Zahlungen mit Erfahrung in Java und in der Entwicklung von Diensten.',
    ],
    [
      'pt',
      'Procuramos um desenvolvedor para a equipe de pagamentos, com experiência em Java e no desenho de serviços.',
    ],
    [
      'it',
      'Cerchiamo uno sviluppatore per il team dei pagamenti, con esperienza in Java e nella progettazione di servizi.',
    ],
    ['unknown', 'Мы ищем разработчика в команду платежей с опытом работы на Java и проектирования сервисов.'],
    [
      'unknown',
      'Wij zoeken een ontwikkelaar voor het team van betalingen met ervaring in Java en het ontwerpen van diensten.',
    ],
    ['unknown', 'Too short.'],
  ];
  for (const [language, text] of samples) {
    it(`${language}: ${text.slice(0, 40)}…`, () => {
      expect(detectLanguage(text)).toBe(language);
    });
  }
});

describe('coverLetterLanguageNotice', () => {
  it('tells the person the letter is in English when the posting is not', () => {
    const notice = coverLetterLanguageNotice(
      'Buscamos un desarrollador para el equipo de pagos, con experiencia en Java y en el diseño de servicios.',
    );
    expect(notice?.code).toBe('cover-letter-in-english');
    expect(notice?.message).toMatch(/^Your cover letter is written in English/);
    expect(notice?.message).toContain('Spanish');
  });

  it('says nothing for an English posting', () => {
    expect(
      coverLetterLanguageNotice(
        'We are looking for a backend engineer to join the payments team and build services with Go and SQL.',
      ),
    ).toBeUndefined();
  });
});
