import type { AtsCheck, AtsCheckFormat, TemplateId } from '@hireproof/contract';
import type { CurrentUser } from '../../../plugins/access-control.ts';
import { renderChoiceOf } from '../application-view.ts';
import type { Reviser } from './revise.ts';

/** How many rendered thumbnails the process keeps (each a few tens of KB of HTML). */
const THUMBNAIL_CACHE_ENTRIES = 200;

/**
 * This resume in one of the nine templates as HTML (the picker's thumbnail), rendered by the engine
 * and kept per version of the document so the picker's nine frames cost one render each.
 */
export function thumbnails(reviser: Reviser) {
  // Keyed by the document's version, so an edit never serves an old thumbnail; oldest dropped first.
  const cache = new Map<string, string>();
  return async function thumbnail(user: CurrentUser, id: string, templateId: TemplateId): Promise<string> {
    const row = await reviser.ownOrNotFound(id, user);
    const { current } = reviser.reviewable(row);
    const { pageSize } = renderChoiceOf(row);
    const key = `${row.id}:${row.updatedAt.getTime()}:${templateId}:${pageSize}`;
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    const html =
      (await reviser.engine.renderResume(current, { format: 'html', templateId, pageSize })).text ?? '';
    cache.set(key, html);
    if (cache.size > THUMBNAIL_CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
    return html;
  };
}

/**
 * What an ATS reads: the current version exported as PDF or DOCX in its template and paper, read back
 * field by field against the document by our own parser and by a naive ATS reader, in the engine pool.
 */
export async function atsCheck(
  reviser: Reviser,
  user: CurrentUser,
  id: string,
  format: AtsCheckFormat,
): Promise<AtsCheck> {
  const row = await reviser.ownOrNotFound(id, user);
  const { current } = reviser.reviewable(row);
  const { resumeTemplateId, pageSize } = renderChoiceOf(row);
  const { fields, naive } = await reviser.engine.atsCheck(current, {
    format,
    templateId: resumeTemplateId,
    pageSize,
  });
  return {
    format,
    templateId: resumeTemplateId,
    fields,
    lost: fields.filter((found) => !found.ok).length,
    naive,
    naiveLost: naive.filter((found) => !found.ok).length,
  };
}
