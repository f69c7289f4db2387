import type { ParseWarning } from './extract/types.ts';
import { headingLanguages } from './structure/headings.ts';
import {
  type DocumentLanguage,
  detectLanguage,
  LANGUAGE_NAMES,
  latinShare,
  type SupportedLanguage,
} from './structure/languages.ts';

/**
 * A resume's language, from its section headings first (they are what the parser reads by) and from its
 * words otherwise. Headings win only when at least two of them, and most of the recognised ones, belong
 * to one language: 'Profil' alone is French or German, and English headings over Spanish bullets still
 * make an English-structured resume.
 */
export function resumeLanguage(text: string, headings: string[]): DocumentLanguage {
  // detectLanguage answers 'unknown' for a text mostly outside the Latin script; headings cannot change that.
  const fromText = detectLanguage(text);
  if (fromText === 'unknown' && latinShare(text) < 0.6) return 'unknown';
  const votes = new Map<SupportedLanguage, number>();
  let recognised = 0;
  for (const heading of headings) {
    const languages = headingLanguages(heading);
    if (languages.length === 0) continue;
    recognised += 1;
    for (const language of languages) votes.set(language, (votes.get(language) ?? 0) + 1 / languages.length);
  }
  let best: SupportedLanguage | undefined;
  let bestVotes = 0;
  for (const [language, count] of votes) {
    // Ties go to the language the words point to ('Profil' + 'Sprachen' in a German text).
    if (count > bestVotes || (count === bestVotes && language === fromText)) {
      best = language;
      bestVotes = count;
    }
  }
  if (best && bestVotes >= 2 && bestVotes * 2 > recognised) {
    // Headings shared by two languages split their vote; the text settles which one it is.
    const shared = [...votes.entries()]
      .filter(([, count]) => count === bestVotes)
      .map(([language]) => language);
    if (shared.length > 1 && fromText !== 'unknown' && shared.includes(fromText)) return fromText;
    return best;
  }
  return fromText;
}

/** The words of a text a language can be told from (at least a dozen). */
const enoughWords = (text: string) => (text.match(/\p{L}+/gu) ?? []).length >= 12;

/** A plain notice for a resume in a language we do not read, which is still kept whole. */
export function unsupportedLanguageWarning(
  language: DocumentLanguage,
  text: string,
): ParseWarning | undefined {
  if (language !== 'unknown' || !enoughWords(text)) return undefined;
  return {
    code: 'language-unsupported',
    message:
      'This resume seems to be written in a language we do not read yet (we read English, Spanish, French, ' +
      'German, Portuguese and Italian). Every line was kept, but sections we could not recognise are under ' +
      '"Other": please check the structure before you download.',
  };
}

/**
 * The notice to show when a job posting is not in English: the built-in writer writes cover letters in
 * English only. Undefined for an English posting or one too short to tell.
 */
export function coverLetterLanguageNotice(jobText: string): ParseWarning | undefined {
  if (!enoughWords(jobText)) return undefined;
  const language = detectLanguage(jobText);
  if (language === 'en') return undefined;
  const posting = language === 'unknown' ? 'in another language' : `in ${LANGUAGE_NAMES[language]}`;
  return {
    code: 'cover-letter-in-english',
    message: `Your cover letter is written in English, while the job posting is ${posting}. You may want to translate it before you send it.`,
  };
}
