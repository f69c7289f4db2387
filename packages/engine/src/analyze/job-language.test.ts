import { describe, expect, it } from 'vitest';
import { experienceRequirements, extractJobKeywords } from './job-keywords.ts';
import { foreignPhrases, postingLanguage } from './job-language.ts';

/** A posting in Spanish written for these tests (not taken from any real posting). */
const SPANISH_JOB = `Analista de Datos

Sobre nosotros:
En Naranjo Logística, nos dedicamos a mover paquetes por todo el país.

Requisitos:
- Bachiller en Ingeniería Industrial, Estadística o Economía.
- Experiencia con Python y SQL para el análisis de datos.
- Manejo de tableros en Power BI.
- Buenas habilidades de comunicación.

Beneficios:
- Seguro de salud y bono anual para todo el equipo.`;

describe('postings in other languages', () => {
  it('tells the language by its function words', () => {
    expect(postingLanguage(SPANISH_JOB)).toBe('es');
    expect(postingLanguage('You will build the services of our platform with the team.')).toBe('en');
    expect(
      postingLanguage('Vous travaillerez avec une équipe dans le développement des outils de la plateforme.'),
    ).toBe('fr');
  });

  it('keeps names joined by "de" whole and lone names only as list items', () => {
    const phrases = foreignPhrases('Bachiller en Ingeniería Industrial, Estadística o Economía.', 'es').map(
      (p) => p.text,
    );
    expect(phrases).toEqual(expect.arrayContaining(['Ingeniería Industrial', 'Estadística', 'Economía']));
    expect(foreignPhrases('Buenas habilidades de comunicación.', 'es').map((p) => p.text)).toEqual([
      'habilidades de comunicación',
    ]);
    // A duty's opening verb is not part of the requirement; people are not requirements.
    expect(foreignPhrases('Apoyar al jefe directo en tareas técnicas.', 'es').map((p) => p.text)).toEqual([
      'tareas técnicas',
    ]);
  });

  it("finds a Spanish posting's skills and phrases, and none of its perks or its company", () => {
    const terms = extractJobKeywords(SPANISH_JOB, { company: 'Naranjo Logística' }).map((k) => k.term);
    expect(terms).toEqual(
      expect.arrayContaining(['Python', 'SQL', 'Power BI', 'habilidades de comunicación', 'Estadística']),
    );
    expect(terms.join(' | ')).not.toMatch(/Naranjo|Seguro|bono|equipo/i);
  });
});

describe('years of experience', () => {
  it('reads the requirement as worded, with its lower bound', () => {
    expect(experienceRequirements('Minimum 2 years of experience as a Front End Developer')).toMatchObject([
      { text: 'Minimum 2 years of experience', years: 2 },
    ]);
    expect(experienceRequirements('Experience: 0-2 Yrs')).toMatchObject([{ text: '0-2 Yrs', years: 0 }]);
    expect(experienceRequirements('two years of related experience')).toMatchObject([{ years: 2 }]);
    expect(experienceRequirements('We have grown for 5 years')).toEqual([]);
  });

  it('is one keyword per number of years, of its own kind', () => {
    const keywords = extractJobKeywords(
      'Requirements:\n- At least 3 years of experience with Go.\n- 3 years of experience in distributed systems.',
    );
    const years = keywords.filter((k) => k.kind === 'experience');
    expect(years).toHaveLength(1);
    expect(years[0]).toMatchObject({ years: 3, term: 'At least 3 years of experience' });
  });
});
