import {
  APPLICATION_MESSAGES,
  type CoverLetterTextRequest,
  type TemplateChoiceRequest,
} from '@hireproof/contract';
import { AppError } from '../../../app-error.ts';
import type { CurrentUser } from '../../../plugins/access-control.ts';
import { renderChoiceOf, storedCoverLetter } from '../application-view.ts';
import type { Reviser } from './revise.ts';

export function chooseTemplates(
  reviser: Reviser,
  user: CurrentUser,
  id: string,
  request: TemplateChoiceRequest,
) {
  return reviser.revise(user, id, 'template', async (row) => {
    const was = renderChoiceOf(row);
    const next = {
      resumeTemplateId: request.resumeTemplateId ?? was.resumeTemplateId,
      coverLetterTemplateId: request.coverLetterTemplateId ?? was.coverLetterTemplateId,
      pageSize: request.pageSize ?? was.pageSize,
    };
    if (JSON.stringify(next) === JSON.stringify(was)) return undefined;
    return {
      values: {
        templateId: next.resumeTemplateId,
        coverLetterTemplateId: next.coverLetterTemplateId,
        pageSize: next.pageSize,
      },
      what: `Templates: resume ${next.resumeTemplateId}, cover letter ${next.coverLetterTemplateId}, ${next.pageSize}`,
    };
  });
}

/** The letter's body as the person wrote it; the letter's header (name, date, company) stays. */
export function saveCoverLetter(
  reviser: Reviser,
  user: CurrentUser,
  id: string,
  request: CoverLetterTextRequest,
) {
  return reviser.revise(user, id, 'cover-letter', async (row) => {
    const letter = storedCoverLetter(row);
    if (!letter) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.noCoverLetter);
    if (JSON.stringify(letter.paragraphs) === JSON.stringify(request.paragraphs)) return undefined;
    return {
      values: { coverLetter: JSON.stringify({ ...letter, paragraphs: request.paragraphs }) },
      what: 'Cover letter edited',
    };
  });
}
