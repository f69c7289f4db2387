import { type BuilderDraft, TEMPLATES } from '@hireproof/contract';
import { Check } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { PreviewFrame } from './preview-frame.tsx';

type Update = (change: (draft: BuilderDraft) => BuilderDraft) => void;

/** SPEC §2 step 4: nine cards with previews (SPEC §3 names), default classic. */
export function TemplateStep({ draft, update }: { draft: BuilderDraft; update: Update }) {
  return (
    <fieldset>
      <legend className="mb-4 text-sm text-muted-foreground">
        Pick the look of your resume. You can change it any time.
      </legend>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {TEMPLATES.map((template) => {
          const selected = draft.templateId === template.id;
          return (
            <label
              key={template.id}
              className={cn(
                'relative block cursor-pointer rounded-lg border-2 bg-card p-3 focus-within:ring-2 focus-within:ring-ring',
                selected ? 'border-primary' : 'border-border hover:border-primary/50',
              )}
            >
              <input
                type="radio"
                name="template"
                value={template.id}
                checked={selected}
                onChange={() => update((current) => ({ ...current, templateId: template.id }))}
                className="sr-only"
              />
              <div className="pointer-events-none h-40 overflow-hidden rounded">
                <div className="origin-top-left scale-[0.35]" style={{ width: '286%' }}>
                  <PreviewFrame
                    draft={{ ...draft, templateId: template.id }}
                    title={`${template.name} preview`}
                    className="h-[460px]"
                    decorative
                  />
                </div>
              </div>
              <span className="mt-2 flex items-center justify-between font-medium">
                {template.name}
                {selected ? <Check aria-hidden="true" className="size-4 text-primary" /> : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
