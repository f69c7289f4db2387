import { z } from 'zod';
import type { OutlineHeader } from './outline.ts';

/** A cover letter ready to render: the writer's paragraphs plus who it is from and for. */
export const coverLetterSchema = z.object({
  paragraphs: z.array(z.string()),
  candidate: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    location: z.string().optional(),
  }),
  company: z.string(),
  jobTitle: z.string(),
  /** The date as it should appear on the letter, already formatted by the caller (time is passed in). */
  date: z.string(),
});
export type CoverLetter = z.infer<typeof coverLetterSchema>;

/** The letter in reading order; every renderer shows exactly these pieces. */
export interface CoverLetterOutline {
  header: OutlineHeader;
  date: string;
  /** Recipient block, e.g. ['Hiring Team', 'Acme Corp']. */
  recipient: string[];
  subject: string;
  paragraphs: string[];
}

export function outlineCoverLetter(letter: CoverLetter): CoverLetterOutline {
  const { candidate } = letter;
  const company = letter.company.trim();
  const jobTitle = letter.jobTitle.trim();
  return {
    header: {
      name: candidate.name.trim(),
      contacts: [candidate.email, candidate.phone, candidate.location]
        .map((item) => item?.trim())
        .filter((item): item is string => Boolean(item)),
    },
    date: letter.date.trim(),
    recipient: company ? ['Hiring Team', company] : ['Hiring Team'],
    subject: jobTitle ? `Application for ${jobTitle}` : 'Application',
    paragraphs: letter.paragraphs.map((paragraph) => paragraph.trim()).filter(Boolean),
  };
}

/** Every line of the letter in reading order, as the round-trip and format tests compare them. */
export function coverLetterText(outline: CoverLetterOutline): string[] {
  return [
    outline.header.name,
    ...(outline.header.contacts.length ? [outline.header.contacts.join(' | ')] : []),
    ...(outline.date ? [outline.date] : []),
    ...outline.recipient,
    outline.subject,
    ...outline.paragraphs,
  ];
}
