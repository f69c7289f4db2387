import type { ResumeDocument, SectionKey } from '../model/resume-document.ts';

/** The languages a resume can be rendered in: the ones the parser reads. */
export type RenderLanguage = NonNullable<ResumeDocument['language']>;

/** The few words a rendered resume adds of its own, in each language: section headings and labels. */
export interface RenderWords {
  titles: Record<Exclude<SectionKey, 'custom'>, string>;
  /** Ends an open date range: 'Jan 2020 – Present'. */
  present: string;
  /** Between a degree and its field: 'B.S. in Computer Science', 'Grado en Ingeniería'. */
  degreeField: string;
  courses: string;
  technologies: string;
}

/**
 * Standard headings in each language: the words ATS software and our own parser look for. Each is in the
 * parser's heading lexicon, so a rendered resume reads back into the same sections.
 */
export const RENDER_WORDS: Record<RenderLanguage, RenderWords> = {
  en: {
    titles: {
      summary: 'Professional Summary',
      work: 'Work Experience',
      education: 'Education',
      skills: 'Skills',
      projects: 'Projects',
      certificates: 'Certifications',
      awards: 'Awards',
      publications: 'Publications',
      languages: 'Languages',
      volunteer: 'Volunteer Experience',
    },
    present: 'Present',
    degreeField: 'in',
    courses: 'Courses',
    technologies: 'Technologies',
  },
  es: {
    titles: {
      summary: 'Perfil Profesional',
      work: 'Experiencia Profesional',
      education: 'Educación',
      skills: 'Habilidades',
      projects: 'Proyectos',
      certificates: 'Certificaciones',
      awards: 'Premios',
      publications: 'Publicaciones',
      languages: 'Idiomas',
      volunteer: 'Voluntariado',
    },
    present: 'Actualidad',
    degreeField: 'en',
    courses: 'Cursos',
    technologies: 'Tecnologías',
  },
  fr: {
    titles: {
      summary: 'Profil',
      work: 'Expérience Professionnelle',
      education: 'Formation',
      skills: 'Compétences',
      projects: 'Projets',
      certificates: 'Certifications',
      awards: 'Distinctions',
      publications: 'Publications',
      languages: 'Langues',
      volunteer: 'Bénévolat',
    },
    present: 'Aujourd’hui',
    degreeField: 'en',
    courses: 'Cours',
    technologies: 'Technologies',
  },
  de: {
    titles: {
      summary: 'Profil',
      work: 'Berufserfahrung',
      education: 'Ausbildung',
      skills: 'Kenntnisse',
      projects: 'Projekte',
      certificates: 'Zertifikate',
      awards: 'Auszeichnungen',
      publications: 'Publikationen',
      languages: 'Sprachen',
      volunteer: 'Ehrenamt',
    },
    present: 'Heute',
    degreeField: 'in',
    courses: 'Kurse',
    technologies: 'Technologien',
  },
  pt: {
    titles: {
      summary: 'Resumo Profissional',
      work: 'Experiência Profissional',
      education: 'Formação Acadêmica',
      skills: 'Habilidades',
      projects: 'Projetos',
      certificates: 'Certificações',
      awards: 'Prêmios',
      publications: 'Publicações',
      languages: 'Idiomas',
      volunteer: 'Voluntariado',
    },
    present: 'Atual',
    degreeField: 'em',
    courses: 'Cursos',
    technologies: 'Tecnologias',
  },
  it: {
    titles: {
      summary: 'Profilo Professionale',
      work: 'Esperienza Professionale',
      education: 'Istruzione',
      skills: 'Competenze',
      projects: 'Progetti',
      certificates: 'Certificazioni',
      awards: 'Riconoscimenti',
      publications: 'Pubblicazioni',
      languages: 'Lingue',
      volunteer: 'Volontariato',
    },
    present: 'Oggi',
    degreeField: 'in',
    courses: 'Corsi',
    technologies: 'Tecnologie',
  },
};

/** The words for a document: its own language's, English when it has none. */
export const renderWordsFor = (doc: Pick<ResumeDocument, 'language'>): RenderWords =>
  RENDER_WORDS[doc.language ?? 'en'];
