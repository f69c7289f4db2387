import { STRUCTURE_KINDS } from '@hireproof/contract';
import { useState } from 'react';
import { serverMessageOf } from '../../../lib/error-message.ts';
import { toast } from '../../../lib/toast-store.ts';
import { isUnauthorizedError } from '../../../lib/unauthorized.ts';
import { AtsCheckPanel } from './ats-check-panel.tsx';
import { ChangesList } from './changes-panel.tsx';
import { CoverLetterEditor } from './cover-letter-editor.tsx';
import { FlagsList } from './flags-panel.tsx';
import { PanelError, PanelLoading, ReviewCard } from './panel-states.tsx';
import { QuestionsList } from './questions-panel.tsx';
import { type ReviewAction, useQuestions, useReview, useReviewAction, useRevisions } from './review-api.ts';
import { RevisionsList } from './revisions-panel.tsx';
import { ScoreComparison } from './score-comparison.tsx';
import { StructureEditor } from './structure-panel.tsx';
import { SuggestionsList } from './suggestions-panel.tsx';
import { TemplatePicker } from './template-picker.tsx';

/** What the live region says once an action is stored. */
function doneMessage(action: ReviewAction): string {
  switch (action.type) {
    case 'decide':
      return action.decision === 'rejected'
        ? 'Change rejected; the resume was updated.'
        : 'Change accepted; the resume was updated.';
    case 'fill':
      return 'Your figure was added to the resume.';
    case 'templates':
      return 'Template saved; previews and downloads use it.';
    case 'cover-letter':
      return 'Cover letter saved.';
    case 'restore':
      return `Revision ${action.number} restored.`;
    case 'answer':
      return action.request.declined
        ? 'Noted: this will not be asked again.'
        : 'Your answer was added; the resume and the scores were updated.';
    case 'structure':
      switch (action.request.type) {
        case 'reread':
          return `Section read as ${STRUCTURE_KINDS[action.request.kind]}; the resume was updated.`;
        case 'header':
          return 'Entry corrected; the resume was updated.';
        case 'move':
          return 'Line moved; the resume was updated.';
      }
  }
}

/**
 * Review before you send (issue 11): scores before and after, every change with its reason, the
 * suggestions to complete, the templates, the cover letter and the revisions. Every action is one
 * call; its answer is the new state, and the previews and downloads follow.
 */
export function ReviewPanels({ applicationId }: { applicationId: string }) {
  const review = useReview(applicationId);
  const revisions = useRevisions(applicationId);
  const questions = useQuestions(applicationId);
  const [announcement, setAnnouncement] = useState('');
  const action = useReviewAction(applicationId);
  const run = (next: ReviewAction) =>
    action.mutate(next, {
      onSuccess: () => setAnnouncement(doneMessage(next)),
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        toast({
          title: 'Could not save',
          description: serverMessageOf(error) ?? 'Please try again.',
          variant: 'destructive',
        });
      },
    });
  const busy = action.isPending;
  const busyChangeId = busy && action.variables?.type === 'decide' ? action.variables.changeId : null;
  const structureError =
    action.isError && action.variables?.type === 'structure'
      ? (serverMessageOf(action.error) ?? 'Could not save this fix. Please try again.')
      : null;

  const answerError =
    action.isError && action.variables?.type === 'answer'
      ? (serverMessageOf(action.error) ?? 'Could not save this answer. Please try again.')
      : null;

  if (review.isPending) {
    return (
      <ReviewCard title="Changes" testId="changes-panel">
        <PanelLoading label="Loading changes" />
      </ReviewCard>
    );
  }
  if (review.isError) {
    return (
      <ReviewCard title="Changes" testId="changes-panel">
        <PanelError message="Could not load the changes." onRetry={() => void review.refetch()} />
      </ReviewCard>
    );
  }
  const state = review.data;
  return (
    <div className="space-y-6" data-testid="review-panels">
      <p className="sr-only" aria-live="polite" data-testid="review-announcement">
        {announcement}
      </p>
      <ReviewCard title="Score before and after" testId="score-panel">
        <ScoreComparison scores={state.scores} keywordCeiling={state.keywordCeiling} />
      </ReviewCard>
      {state.flags.length > 0 ? (
        <ReviewCard
          title="Check before you send"
          testId="flags-panel"
          description="We changed nothing here: you decide whether it stays."
        >
          <FlagsList flags={state.flags} />
        </ReviewCard>
      ) : null}
      <ReviewCard
        title="Questions"
        testId="questions-panel"
        description="The posting asks for these and your resume does not show them. Only you know: answer what is true, and we add it in your words. Nothing is added for a No."
      >
        <QuestionsList
          data={questions.data}
          isLoading={questions.isPending}
          isError={questions.isError}
          busy={busy}
          error={answerError}
          onRetry={() => void questions.refetch()}
          onAnswer={(request) => run({ type: 'answer', request })}
        />
      </ReviewCard>
      <ReviewCard
        title="Changes"
        testId="changes-panel"
        description="Every edit the writer made, with its reason. Reject one to undo it in your resume."
      >
        <ChangesList
          changes={state.changes}
          busyChangeId={busyChangeId}
          onDecide={(changeId, decision) => run({ type: 'decide', changeId, decision })}
        />
      </ReviewCard>
      <ReviewCard
        title="Structure"
        testId="structure-panel"
        description="Fix what reading your upload got wrong. Each fix is a new revision, and the downloads follow it."
      >
        <StructureEditor
          structure={state.structure}
          busy={busy}
          error={structureError}
          onFix={(request) => run({ type: 'structure', request })}
        />
      </ReviewCard>
      <ReviewCard title="Suggestions to complete" testId="suggestions-panel">
        <SuggestionsList
          suggestions={state.suggestions}
          busy={busy}
          onFill={(id, values) => run({ type: 'fill', request: { target: 'suggestion', id, values } })}
        />
      </ReviewCard>
      <ReviewCard title="Template and page size" testId="template-panel">
        <TemplatePicker
          applicationId={applicationId}
          revision={state.revision}
          resumeTemplateId={state.resumeTemplateId}
          coverLetterTemplateId={state.coverLetterTemplateId}
          pageSize={state.pageSize}
          hasCoverLetter={state.coverLetter !== null}
          busy={busy}
          onChoose={(request) => run({ type: 'templates', request })}
        />
      </ReviewCard>
      <ReviewCard
        title="What an ATS reads"
        testId="ats-panel"
        description="Your downloadable file, read back by our resume parser and by a simple ATS reader: each field next to what your resume holds."
      >
        <AtsCheckPanel
          applicationId={applicationId}
          version={`${state.revision}:${state.resumeTemplateId}:${state.pageSize}`}
        />
      </ReviewCard>
      <ReviewCard title="Cover letter" testId="cover-letter-panel">
        <CoverLetterEditor
          paragraphs={state.coverLetter}
          busy={busy}
          onSave={(paragraphs) => run({ type: 'cover-letter', request: { paragraphs } })}
        />
      </ReviewCard>
      <ReviewCard title="Revisions" testId="revisions-panel">
        <RevisionsList
          revisions={revisions.data}
          isLoading={revisions.isPending}
          isError={revisions.isError}
          busy={busy}
          onRetry={() => void revisions.refetch()}
          onRestore={(number) => run({ type: 'restore', number })}
        />
      </ReviewCard>
    </div>
  );
}
