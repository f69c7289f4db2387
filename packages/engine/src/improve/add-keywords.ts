import { termKey } from '../analyze/normalize.ts';
import { lookupSkill } from '../analyze/skills-dictionary.ts';
import type { ResumeDocument } from '../model/resume-document.ts';
import { normalizeAiSkills } from './skills.ts';

/** Name of the skills group that holds keywords the user chose to add. */
export const ADDED_SKILLS_GROUP = 'Additional Skills';

const YEARS_REQUIREMENT =
  /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\b.*\b(years?|yrs?)\b/i;

/**
 * Adds keywords the user confirmed to the skills section, in their own clearly named group, skipping
 * any the resume already lists under any spelling. The analysis can simply be recomputed on the result.
 */
export function addKeywords(resume: ResumeDocument, keywords: string[]): ResumeDocument {
  const doc: ResumeDocument = structuredClone(resume);
  const listed = doc.skills.flatMap((g) => g.keywords);
  const listedKeys = new Set(listed.map(termKey));
  const listedEntries = new Set(listed.map((s) => lookupSkill(s)?.index).filter((i) => i !== undefined));
  // Years of experience are a fact of the dates, not a skill to list ('3+ years of experience').
  const skills = keywords.filter((keyword) => !YEARS_REQUIREMENT.test(keyword));
  const fresh = normalizeAiSkills(skills).filter((skill) => {
    const entry = lookupSkill(skill);
    return !listedKeys.has(termKey(skill)) && !(entry && listedEntries.has(entry.index));
  });
  if (fresh.length === 0) return doc;
  let group = doc.skills.find((g) => g.name === ADDED_SKILLS_GROUP);
  if (!group) {
    const next = Math.max(0, ...doc.skills.map((g) => Number(/^K(\d+)$/.exec(g.id)?.[1] ?? 0))) + 1;
    group = { id: `K${next}`, name: ADDED_SKILLS_GROUP, keywords: [] };
    doc.skills.push(group);
  }
  group.keywords.push(...fresh);
  if (!doc.sectionOrder.includes('skills')) doc.sectionOrder.push('skills');
  return doc;
}
