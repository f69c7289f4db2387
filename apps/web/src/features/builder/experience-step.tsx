import { BUILDER_MESSAGES, type BuilderDraft, type BuilderExperience } from '@hireproof/contract';
import { Plus, Sparkles } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Label } from '../../components/ui/label.tsx';
import { confirmReplace, useAiAction } from './ai-action.ts';
import { aiBullets } from './builder-api.ts';
import { cleanAiBullets, newExperience, splitBullets } from './draft-rules.ts';
import { EntryCard } from './entry-card.tsx';
import { TextAreaField, TextField } from './field.tsx';

type Update = (change: (draft: BuilderDraft) => BuilderDraft) => void;

function ExperienceEntry({
  entry,
  index,
  update,
  canRemove,
}: {
  entry: BuilderExperience;
  index: number;
  update: Update;
  canRemove: boolean;
}) {
  const set = (change: Partial<BuilderExperience>) =>
    update((draft) => ({
      ...draft,
      experience: draft.experience.map((item) => (item.id === entry.id ? { ...item, ...change } : item)),
    }));
  const bullets = useAiAction(
    aiBullets,
    BUILDER_MESSAGES.bulletsFailed,
    (result) => cleanAiBullets(result.bullets).length > 0,
    (result) => {
      const cleaned = cleanAiBullets(result.bullets);
      if (cleaned.length && confirmReplace(entry.bulletsText, 'achievements')) {
        set({ bullets: cleaned, bulletsText: cleaned.join('\n') });
      }
    },
  );
  const id = (field: string) => `b-exp-${index}-${field}`;
  const label = `Position ${index + 1}`;

  return (
    <EntryCard
      heading={entry.title.trim() || label}
      onRemove={
        canRemove
          ? () =>
              update((draft) => ({
                ...draft,
                experience: draft.experience.filter((item) => item.id !== entry.id),
              }))
          : undefined
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={id('title')}
          label="Job Title"
          value={entry.title}
          onChange={(e) => set({ title: e.target.value })}
        />
        <TextField
          id={id('company')}
          label="Company"
          value={entry.company}
          onChange={(e) => set({ company: e.target.value })}
        />
        <TextField
          id={id('location')}
          label="Location"
          value={entry.location}
          onChange={(e) => set({ location: e.target.value })}
        />
        <div className="hidden sm:block" />
        <TextField
          id={id('start')}
          label="Start Date"
          type="month"
          value={entry.startDate}
          onChange={(e) => set({ startDate: e.target.value })}
        />
        <TextField
          id={id('end')}
          label="End Date"
          type="month"
          value={entry.current ? '' : entry.endDate}
          disabled={entry.current}
          onChange={(e) => set({ endDate: e.target.value })}
        />
      </div>
      <div className="flex items-center gap-2">
        <input
          id={id('current')}
          type="checkbox"
          className="size-4 accent-primary"
          checked={entry.current}
          onChange={(e) => set({ current: e.target.checked, ...(e.target.checked ? { endDate: '' } : {}) })}
        />
        <Label htmlFor={id('current')}>I currently work here</Label>
      </div>
      <TextAreaField
        id={id('description')}
        label="Description"
        rows={2}
        value={entry.description}
        onChange={(e) => set({ description: e.target.value })}
        hint="Optional. A line or two about the role, shown above its achievements."
      />
      <TextAreaField
        id={id('bullets')}
        label="Key Achievements"
        rows={5}
        value={entry.bulletsText}
        onChange={(e) => set({ bulletsText: e.target.value })}
        onBlur={(e) => set({ bullets: splitBullets(e.target.value) })}
        hint="One achievement per line. Numbers you know (team size, time saved, revenue) make a line stronger."
      />
      <Button
        type="button"
        variant="outline"
        disabled={bullets.isPending || !entry.bulletsText.trim()}
        onClick={() => bullets.mutate({ title: entry.title, company: entry.company, raw: entry.bulletsText })}
      >
        <Sparkles aria-hidden="true" />
        {bullets.isPending ? 'Generating...' : 'Generate Bullets'}
      </Button>
    </EntryCard>
  );
}

export function ExperienceStep({ draft, update }: { draft: BuilderDraft; update: Update }) {
  return (
    <div className="space-y-4">
      {draft.experience.map((entry, index) => (
        <ExperienceEntry
          key={entry.id}
          entry={entry}
          index={index}
          update={update}
          canRemove={draft.experience.length > 1}
        />
      ))}
      <Button
        type="button"
        variant="outline"
        onClick={() =>
          update((current) => ({ ...current, experience: [...current.experience, newExperience()] }))
        }
      >
        <Plus aria-hidden="true" />
        Add Experience
      </Button>
    </div>
  );
}
