import { emptyResumeDocument, type ResumeDocument, splitBullets } from '@hireproof/engine';

/**
 * The builder's AI endpoints get free text, not a resume: this turns the experience a person typed
 * into a one-entry document, each line a bullet with its id, so writers and the verifier can cite it.
 */
export function builderResume(experience: string, title = ''): ResumeDocument {
  const doc = emptyResumeDocument();
  const lines = splitBullets(experience);
  doc.work = [
    {
      id: 'W1',
      company: '',
      position: title,
      current: false,
      highlights: (lines.length ? lines : [experience.trim()]).map((text, i) => ({
        id: `W1.B${i + 1}`,
        text,
      })),
    },
  ];
  return doc;
}
