import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { BuilderDraft, BuilderSection } from '@hireproof/contract';
import { GripVertical } from 'lucide-react';
import { TryExtractButton } from '../../components/try-extract-button.tsx';
import { useJobLinkImport } from '../../lib/job-link-import/use-job-link-import.ts';
import { moveSection } from './draft-rules.ts';
import { TextAreaField } from './field.tsx';

type Update = (change: (draft: BuilderDraft) => BuilderDraft) => void;

const SECTION_LABELS: Record<BuilderSection, string> = {
  summary: 'Professional Summary',
  experience: 'Work Experience',
  education: 'Education',
  skills: 'Skills',
};

function SortableSection({ section, position }: { section: BuilderSection; position: number }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: section,
  });
  const style = transform
    ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)`, transition }
    : { transition };
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`flex items-center gap-3 rounded-lg border border-border bg-card p-3 ${isDragging ? 'shadow-lg' : ''}`}
    >
      <button
        type="button"
        className="cursor-grab rounded p-1 text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label={`Move ${SECTION_LABELS[section]} (position ${position})`}
        {...attributes}
        {...listeners}
      >
        <GripVertical aria-hidden="true" className="size-5" />
      </button>
      <span className="font-medium">{SECTION_LABELS[section]}</span>
    </li>
  );
}

/** SPEC §2 step 5: drag to reorder sections (mouse, touch or keyboard), plus an optional target job. */
export function LayoutStep({ draft, update }: { draft: BuilderDraft; update: Update }) {
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // A job-board link pasted here is fetched like on the dashboard; an empty step 6 takes the title and company.
  const jobLink = useJobLinkImport(draft.jobDescription, (posting) =>
    update((current) => ({
      ...current,
      jobDescription: posting.jobDescription,
      jobDetails: {
        ...current.jobDetails,
        jobTitle: current.jobDetails.jobTitle.trim() ? current.jobDetails.jobTitle : (posting.jobTitle ?? ''),
        companyName: current.jobDetails.companyName.trim()
          ? current.jobDetails.companyName
          : (posting.company ?? ''),
      },
    })),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    update((current) => ({
      ...current,
      sections: moveSection(current.sections, active.id as BuilderSection, over.id as BuilderSection),
    }));
  };
  return (
    <div className="space-y-6">
      <div>
        <h3 className="font-semibold">Section order</h3>
        <p id="b-sections-help" className="mb-3 text-sm text-muted-foreground">
          Drag a section by its handle. With the keyboard: focus a handle, press Space, move with the arrow
          keys and press Space again to drop.
        </p>
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={draft.sections} strategy={verticalListSortingStrategy}>
            <ol className="space-y-2" aria-describedby="b-sections-help" data-testid="section-order">
              {draft.sections.map((section, index) => (
                <SortableSection key={section} section={section} position={index + 1} />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      </div>
      <TextAreaField
        id="b-target-description"
        label="Target Job Description (optional)"
        rows={6}
        value={draft.jobDescription}
        onChange={(e) => update((current) => ({ ...current, jobDescription: e.target.value }))}
        hint="Paste the posting you are aiming for, or a link to it on a job board; the side panel scores your resume against it."
      />
      <TryExtractButton importer={jobLink} />
    </div>
  );
}
