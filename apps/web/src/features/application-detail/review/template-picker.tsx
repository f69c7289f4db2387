import {
  PAGE_SIZES,
  type PageSize,
  TEMPLATES,
  type TemplateChoiceRequest,
  type TemplateId,
} from '@hireproof/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../../lib/cn.ts';
import { useThumbnail } from './review-api.ts';

/** The thumbnail's scale: an A4 page (about 794 px wide at 96 dpi) shown 160 px wide. */
const THUMB_SCALE = 0.2;
const PAGE_WIDTH_PX = 800;
const PAGE_HEIGHT_PX = 1100;

function Thumbnail({
  applicationId,
  templateId,
  name,
  revision,
}: {
  applicationId: string;
  templateId: TemplateId;
  name: string;
  revision: number;
}) {
  const html = useThumbnail(applicationId, templateId, revision);
  return (
    <div
      className="relative overflow-hidden rounded border border-border bg-white"
      style={{ width: PAGE_WIDTH_PX * THUMB_SCALE, height: PAGE_HEIGHT_PX * THUMB_SCALE }}
    >
      {html.data ? (
        <iframe
          title={`${name}: your resume in this template`}
          sandbox=""
          srcDoc={html.data}
          tabIndex={-1}
          className="pointer-events-none origin-top-left border-0"
          style={{ width: PAGE_WIDTH_PX, height: PAGE_HEIGHT_PX, transform: `scale(${THUMB_SCALE})` }}
        />
      ) : (
        <span className="absolute inset-0 flex items-center justify-center text-xs text-muted-foreground">
          {html.isError ? 'No preview' : 'Rendering…'}
        </span>
      )}
    </div>
  );
}

/**
 * The nine templates as thumbnails of this resume (radio buttons: arrow keys move between them), the
 * cover letter's template and the paper size. The choice is stored on the application.
 */
export function TemplatePicker({
  applicationId,
  revision,
  resumeTemplateId,
  coverLetterTemplateId,
  pageSize,
  hasCoverLetter,
  busy,
  onChoose,
}: {
  applicationId: string;
  revision: number;
  resumeTemplateId: TemplateId;
  coverLetterTemplateId: TemplateId;
  pageSize: PageSize;
  hasCoverLetter: boolean;
  busy: boolean;
  onChoose: (request: TemplateChoiceRequest) => void;
}) {
  const name = useId();
  const letterSelect = useId();
  // The choice shows at once while it is saved; when the save ends (either way) the stored one shows.
  const [pending, setPending] = useState<TemplateChoiceRequest | null>(null);
  const wasBusy = useRef(false);
  useEffect(() => {
    if (busy) wasBusy.current = true;
    else if (wasBusy.current) {
      wasBusy.current = false;
      setPending(null);
    }
  }, [busy]);
  const choose = (request: TemplateChoiceRequest) => {
    setPending(request);
    onChoose(request);
  };
  const shownResume = pending?.resumeTemplateId ?? resumeTemplateId;
  const shownLetter = pending?.coverLetterTemplateId ?? coverLetterTemplateId;
  const shownPage = pending?.pageSize ?? pageSize;
  return (
    <div className="space-y-4">
      <fieldset disabled={busy}>
        <legend className="mb-2 text-sm font-medium">Resume template</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {TEMPLATES.map((template) => (
            <label
              key={template.id}
              className={cn(
                'flex cursor-pointer flex-col items-center gap-1 rounded-md border p-2 text-xs has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                template.id === shownResume ? 'border-primary bg-primary/5' : 'border-border',
              )}
            >
              <Thumbnail
                applicationId={applicationId}
                templateId={template.id}
                name={template.name}
                revision={revision}
              />
              <span className="flex items-center gap-1">
                <input
                  type="radio"
                  name={name}
                  value={template.id}
                  checked={template.id === shownResume}
                  onChange={() => choose({ resumeTemplateId: template.id })}
                />
                {template.name}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-end gap-6">
        {hasCoverLetter ? (
          <div className="space-y-1">
            <label htmlFor={letterSelect} className="block text-sm font-medium">
              Cover letter template
            </label>
            <select
              id={letterSelect}
              className="h-9 rounded-md border border-input bg-background px-2 text-sm"
              value={shownLetter}
              disabled={busy}
              onChange={(event) => choose({ coverLetterTemplateId: event.target.value as TemplateId })}
            >
              {TEMPLATES.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <fieldset disabled={busy} className="flex gap-4">
          <legend className="mb-1 text-sm font-medium">Page size</legend>
          {PAGE_SIZES.map((size) => (
            <label key={size} className="flex items-center gap-1 text-sm">
              <input
                type="radio"
                name={`${name}-page`}
                value={size}
                checked={size === shownPage}
                onChange={() => choose({ pageSize: size })}
              />
              {size}
            </label>
          ))}
        </fieldset>
      </div>
    </div>
  );
}
