import { APPLICATION_MESSAGES, JOB_DESCRIPTION_MIN_CHARS } from '@hireproof/contract';

export interface GenerationFormValues {
  file: File | null;
  jobTitle: string;
  company: string;
  jobDescription: string;
}

export interface ValidationProblem {
  title: string;
  description: string;
}

/**
 * The checks of SPEC §5 'Generation form', in the order the user meets them: the resume first, then
 * the three text fields, then the description's length. Answers the toast to show, or null when the
 * form can be sent. Whitespace alone does not count as an answer.
 */
export function validateGenerationForm(values: GenerationFormValues): ValidationProblem | null {
  if (!values.file) {
    return {
      title: APPLICATION_MESSAGES.fileRequired.title,
      description: APPLICATION_MESSAGES.fileRequired.message,
    };
  }
  if (!values.jobTitle.trim() || !values.company.trim() || !values.jobDescription.trim()) {
    return {
      title: APPLICATION_MESSAGES.missingFields.title,
      description: APPLICATION_MESSAGES.missingFields.message,
    };
  }
  if (values.jobDescription.trim().length < JOB_DESCRIPTION_MIN_CHARS) {
    return {
      title: APPLICATION_MESSAGES.descriptionTooShort.title,
      description: APPLICATION_MESSAGES.descriptionTooShort.message,
    };
  }
  return null;
}

/** Generate needs a credit unless the user is an admin, and is off while a generation runs. */
export function canGenerate(user: { credits: number; role: string }, isGenerating: boolean): boolean {
  if (isGenerating) return false;
  return user.role === 'admin' || user.credits >= 1;
}
