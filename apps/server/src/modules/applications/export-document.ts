import { APPLICATION_MESSAGES, type ApplicationExportFormat, type ExportDocument } from '@hireproof/contract';
import { exportFileName } from '@hireproof/engine';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import type { CurrentUser } from '../../plugins/access-control.ts';
import type { EngineWork } from '../../pool/engine-work.ts';
import { completeOrConflict, ownApplicationOrNotFound } from './application-access.ts';
import { renderChoiceOf, storedCoverLetter, storedOptimizedResume } from './application-view.ts';
import type { ApplicationRow } from './applications.queries.ts';

/**
 * A reviewed application's download name carries the revision it shows ('…_Acme_rev3.pdf'), so the
 * person can tell which version they sent; before any review the SPEC name stays as it is.
 */
function withRevision(fileName: string, row: ApplicationRow): string {
  return row.revision > 0 ? fileName.replace(/\.(\w+)$/, `_rev${row.revision}.$1`) : fileName;
}

/** GET /api/applications/:id/export/:document/:format. */
export function createDocumentExporter(deps: { db: Db; engine: EngineWork }) {
  const { db, engine } = deps;
  return {
    /** One export of a complete application, rendered from the stored document. */
    async exportDocument(
      user: CurrentUser,
      id: string,
      document: ExportDocument,
      format: ApplicationExportFormat,
    ): Promise<{ bytes: Uint8Array; mediaType: string; fileName: string }> {
      const row = await ownApplicationOrNotFound(db, id, user);
      completeOrConflict(row);
      const { resumeTemplateId, coverLetterTemplateId, pageSize } = renderChoiceOf(row);
      const resume = storedOptimizedResume(row);
      if (!resume) throw new AppError('CONFLICT', APPLICATION_MESSAGES.notComplete);
      const name = resume.basics.name;
      if (document === 'resume') {
        const file = await engine.renderResume(resume, { format, templateId: resumeTemplateId, pageSize });
        return {
          bytes: file.bytes,
          mediaType: file.mediaType,
          fileName: withRevision(exportFileName({ name, kind: 'Resume', company: row.company, format }), row),
        };
      }
      if (row.coverLetterSkipped) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.coverLetterSkipped);
      const letter = storedCoverLetter(row);
      if (!letter) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.noCoverLetter);
      const file = await engine.renderCoverLetter(letter, {
        format,
        templateId: coverLetterTemplateId,
        pageSize,
      });
      return {
        bytes: file.bytes,
        mediaType: file.mediaType,
        fileName: withRevision(
          exportFileName({
            name: letter.candidate.name || name,
            kind: 'Cover_Letter',
            company: row.company,
            format,
          }),
          row,
        ),
      };
    },
  };
}
