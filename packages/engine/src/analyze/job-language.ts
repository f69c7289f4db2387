/**
 * Postings not written in English (Spanish, French, German, Portuguese, Italian): which language a
 * posting is in, and the requirement phrases of a sentence found by rule instead of by the English
 * part-of-speech tagger, which reads those words as noise. A phrase is a run of content words cut at
 * punctuation and function words; the small words that join a noun to its complement inside a name
 * ('Ingeniería de Sistemas', 'Ciencias de la Computación', 'gestion de projet') stay inside it.
 */
import { stem } from './normalize.ts';

export type PostingLanguage = 'en' | 'es' | 'fr' | 'de' | 'pt' | 'it';

const FUNCTION_WORDS: Record<Exclude<PostingLanguage, 'en'>, string> = {
  es: `a al ante bajo con contra de del desde durante en entre hacia hasta mediante para por según sin sobre tras
el la los las lo un una unos unas y e o u ni que como cual cuales quien su sus tu tus mi mis nuestro nuestra
nuestros nuestras este esta estos estas ese esa esos esas le les se es son ser estar está están muy más menos
ya también pero si no nos te usted ustedes`,
  fr: `à au aux avec chez dans de des du en entre par pour sans sous sur vers le la les l un une et ou ni que qui
dont où son sa ses votre vos notre nos ce cet cette ces il elle ils elles nous vous est sont être avoir plus très
aussi mais si ne pas d`,
  de: `der die das den dem des ein eine einen einem einer eines und oder mit für von zu zum zur im in an auf aus
bei nach über unter durch als wie wir sie ihr ihre unser unsere ist sind sein haben sehr auch aber nicht du dein
deine`,
  pt: `a ao aos as o os um uma uns umas e ou de do da dos das em no na nos nas por para com sem sobre entre que
como seu sua seus suas nosso nossa é são ser estar muito mais também mas não`,
  it: `a al allo alla ai agli alle con da dal dalla dei degli delle di del della in nel nella nei per su sul sulla
tra fra il lo la i gli le un uno una e o che come suo sua suoi nostro nostra è sono essere avere molto più anche
ma non`,
};

const ENGLISH = new Set(
  'the and of to in for with a an is are you we our your on at as be will this that or from by have'.split(
    ' ',
  ),
);

const WORDS = new Map<Exclude<PostingLanguage, 'en'>, ReadonlySet<string>>(
  Object.entries(FUNCTION_WORDS).map(([lang, list]) => [
    lang as Exclude<PostingLanguage, 'en'>,
    new Set(list.split(/\s+/).filter(Boolean)),
  ]),
);

/** The language a posting is written in, by which function words it uses most (English when unsure). */
export function postingLanguage(text: string): PostingLanguage {
  const words = (text.toLowerCase().match(/\p{L}+/gu) ?? []).slice(0, 3000);
  const english = words.filter((word) => ENGLISH.has(word)).length;
  let best: PostingLanguage = 'en';
  let bestCount = english;
  for (const [lang, set] of WORDS) {
    // Only the words a language does not share with English count ('a', 'in' and 'die' are everywhere).
    const count = words.filter((word) => set.has(word) && !ENGLISH.has(word)).length;
    if (count > bestCount * 1.2) {
      best = lang;
      bestCount = count;
    }
  }
  return best;
}

/** Small words that join a noun to its complement inside one name ('de', 'de la', 'des', 'di', 'von'). */
const JOINERS = /^(de|del|da|do|das|dos|des|du|di|della|delle|dei|degli|von|der)$/i;
const JOINER_ARTICLES = /^(la|las|los|l|le|les)$/i;

/** Words that rate or frame rather than name a requirement: cut from a phrase's ends. */
const FRAMING = new Set(
  `experiencia experiencias conocimiento conocimientos manejo dominio nivel niveles años año meses oportunidad equipo
equipos empresa excelente excelentes buen buena buenos buenas sólido sólidos sólida amplio amplia amplios fuerte
intermedio intermedia avanzado avanzada avanzados básico básica básicos deseable indispensable requisito requisitos
expérience expériences connaissance connaissances maîtrise niveau ans année années bonne bonnes bon excellent
excellente solide solides équipe entreprise souhaité souhaitée obligatoire erfahrung erfahrungen kenntnisse
kenntnis jahre jahren gute guten sehr fundierte fundierten team unternehmen wünschenswert experiência
conhecimento conhecimentos anos equipe empresa bom boa ótimo esperienza esperienze conoscenza conoscenze anni
buona buone ottima ottime squadra azienda`.split(/\s+/),
);

/** Nouns for people or organisations: a phrase headed by one is about who, not what ('jefe directo'). */
const PEOPLE = new Set(
  `jefe jefes equipo equipos cliente clientes compañeros banco empresa empresas usuarios profesionales talento
équipe équipes client clients chef responsable entreprise collègues kunden kollegen team teams chefe equipe
clientes colegas clienti squadra colleghi azienda`.split(/\s+/),
);

export interface ForeignPhrase {
  text: string;
  key: string;
  start: number;
  end: number;
  words: number;
}

const MAX_WORDS = 4;

/**
 * Requirement phrases of one sentence of a posting in `lang`: runs of content words (up to four, joiners
 * not counted) cut at punctuation, digits and function words; a sentence's opening infinitive ('Apoyar',
 * 'Participer', 'Collaborare') is a duty's verb, not part of the phrase. Single words are kept only when
 * capitalised inside the sentence ('Informática', 'Software'): a lower-case word alone is rarely the
 * requirement itself.
 */
export function foreignPhrases(sentence: string, lang: Exclude<PostingLanguage, 'en'>): ForeignPhrase[] {
  const stop = WORDS.get(lang)!;
  const tokens = [...sentence.matchAll(/[\p{L}][\p{L}'’-]*|[^\s\p{L}]+/gu)].map((m) => ({
    text: m[0],
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  const phrases: ForeignPhrase[] = [];
  type Token = (typeof tokens)[number];
  const isJoiner = (t: Token) => JOINERS.test(t.text) || JOINER_ARTICLES.test(t.text);
  const trim = (list: Token[]) => {
    let kept = list;
    const framing = (t: Token) => FRAMING.has(t.text.toLowerCase()) || isJoiner(t);
    while (kept.length && framing(kept[0]!)) kept = kept.slice(1);
    while (kept.length && framing(kept.at(-1)!)) kept = kept.slice(0, -1);
    return kept;
  };
  const emit = (list: Token[]) => {
    const kept = trim(list);
    const content = kept.filter((t) => !isJoiner(t));
    if (content.length === 0 || content.length > MAX_WORDS) return;
    if (PEOPLE.has(content[0]!.text.toLowerCase()) || PEOPLE.has(content.at(-1)!.text.toLowerCase())) return;
    if (content.length === 1) {
      const word = content[0]!;
      if (!/^\p{Lu}\p{Ll}{3,}/u.test(word.text) || word.start === firstWordStart) return;
      // A lone name counts only as an item of a list ('Sistemas, Informática, Estadística'), not as a label.
      if (!inList(word.start, word.end)) return;
    }
    // A run of three or more capitalised words, or of shouted ones, is a name (an ad, a company), not a skill.
    const capitals = content.filter((t) => /^\p{Lu}/u.test(t.text)).length;
    if (
      (capitals === content.length && content.length >= 3) ||
      content.every((t) => /^\p{Lu}{2,}$/u.test(t.text))
    )
      if (content.length >= 2) return;
    phrases.push({
      text: sentence.slice(kept[0]!.start, kept.at(-1)!.end).replace(/\s+/g, ' '),
      key: content.map((t) => stem(t.text.toLowerCase())).join(' '),
      start: kept[0]!.start,
      end: kept.at(-1)!.end,
      words: content.length,
    });
  };
  let run: Token[] = [];
  const flush = () => {
    const list = trim(run);
    run = [];
    if (list.filter((t) => !isJoiner(t)).length <= MAX_WORDS) return emit(list);
    // Too long for one name: its parts between joiners, and a part joined to a following name
    // ('Ingeniería de Sistemas' out of 'Estudiante de los últimos ciclos de Ingeniería de Sistemas').
    const parts: Token[][] = [[]];
    for (const token of list) {
      if (isJoiner(token)) {
        if (parts.at(-1)!.length) parts.push([]);
        continue;
      }
      parts.at(-1)!.push(token);
    }
    parts.forEach((part, i) => {
      emit(part);
      const next = parts[i + 1];
      if (!next?.length || !/^\p{Lu}/u.test(next[0]!.text) || !/^\p{Lu}/u.test(part[0]?.text ?? '')) return;
      const from = list.indexOf(part[0]!);
      const to = list.indexOf(next.at(-1)!);
      emit(list.slice(from, to + 1));
    });
  };
  // Next to a comma or a list's conjunction on either side.
  const inList = (start: number, end: number) =>
    /(,|\b(y|o|e|u|et|ou|und|oder|i)\b)\s*$/iu.test(sentence.slice(Math.max(0, start - 6), start)) ||
    /^\s*(,|(y|o|e|u|et|ou|und|oder)\b)/iu.test(sentence.slice(end, end + 6));
  const firstWord = tokens.find((t) => /^\p{L}/u.test(t.text));
  const firstWordStart = firstWord?.start ?? -1;
  for (const token of tokens) {
    const lower = token.text.toLowerCase();
    const isWord = /^\p{L}/u.test(token.text);
    const openingVerb = token === firstWord && /(ar|er|ir|are|ere|ire|re)$/i.test(lower) && lang !== 'de';
    if (isWord && !openingVerb && (JOINERS.test(lower) || JOINER_ARTICLES.test(lower)) && run.length) {
      run.push(token);
      continue;
    }
    if (!isWord || openingVerb || stop.has(lower)) {
      flush();
      continue;
    }
    run.push(token);
  }
  flush();
  return phrases;
}
