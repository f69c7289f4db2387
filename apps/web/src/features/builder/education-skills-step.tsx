import { BUILDER_MESSAGES, type BuilderDraft, type BuilderEducation } from '@hireproof/contract';
import { Plus, Sparkles } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { useAiAction } from './ai-action.ts';
import { aiSkills } from './builder-api.ts';
import {
  draftText,
  mergeSkills,
  nameKey,
  namesThatAreNotSkills,
  newEducation,
  splitSkills,
} from './draft-rules.ts';
import { EntryCard } from './entry-card.tsx';
import { TextAreaField, TextField } from './field.tsx';

type Update = (change: (draft: BuilderDraft) => BuilderDraft) => void;

function EducationEntry({
  entry,
  index,
  update,
  canRemove,
}: {
  entry: BuilderEducation;
  index: number;
  update: Update;
  canRemove: boolean;
}) {
  const set = (change: Partial<BuilderEducation>) =>
    update((draft) => ({
      ...draft,
      education: draft.education.map((item) => (item.id === entry.id ? { ...item, ...change } : item)),
    }));
  const id = (field: string) => `b-edu-${index}-${field}`;
  const label = `Education ${index + 1}`;
  return (
    <EntryCard
      heading={entry.degree.trim() || label}
      onRemove={
        canRemove
          ? () =>
              update((draft) => ({
                ...draft,
                education: draft.education.filter((item) => item.id !== entry.id),
              }))
          : undefined
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={id('degree')}
          label="Degree"
          value={entry.degree}
          onChange={(e) => set({ degree: e.target.value })}
        />
        <TextField
          id={id('school')}
          label="School"
          value={entry.school}
          onChange={(e) => set({ school: e.target.value })}
        />
        <TextField
          id={id('date')}
          label="Graduation Date"
          type="month"
          value={entry.graduationDate}
          onChange={(e) => set({ graduationDate: e.target.value })}
        />
        <TextField
          id={id('gpa')}
          label="GPA (optional)"
          value={entry.gpa}
          onChange={(e) => set({ gpa: e.target.value })}
        />
      </div>
    </EntryCard>
  );
}

export function EducationSkillsStep({ draft, update }: { draft: BuilderDraft; update: Update }) {
  const suggest = useAiAction(
    aiSkills,
    BUILDER_MESSAGES.skillsFailed,
    (result) => result.skills.some((skill) => skill.trim() !== ''),
    (result) => {
      update((current) => {
        const notSkills = namesThatAreNotSkills(current);
        const offered = result.skills.filter((skill) => !notSkills.has(nameKey(skill)));
        const skills = mergeSkills(splitSkills(current.skillsText), offered);
        return { ...current, skills, skillsText: skills.join(', ') };
      });
    },
  );
  const experience = draftText({ ...draft, skillsText: '', education: [] });
  return (
    <div className="space-y-4">
      <h3 className="text-lg font-semibold">Education</h3>
      {draft.education.map((entry, index) => (
        <EducationEntry
          key={entry.id}
          entry={entry}
          index={index}
          update={update}
          canRemove={draft.education.length > 1}
        />
      ))}
      <Button
        type="button"
        variant="outline"
        onClick={() =>
          update((current) => ({ ...current, education: [...current.education, newEducation()] }))
        }
      >
        <Plus aria-hidden="true" />
        Add Education
      </Button>
      <h3 className="pt-2 text-lg font-semibold">Skills</h3>
      <TextAreaField
        id="b-skills"
        label="Skills"
        rows={4}
        value={draft.skillsText}
        onChange={(e) => update((current) => ({ ...current, skillsText: e.target.value }))}
        onBlur={(e) => {
          const skills = splitSkills(e.target.value);
          update((current) => ({ ...current, skills }));
        }}
        hint="Separate skills with commas or new lines."
      />
      <Button
        type="button"
        variant="outline"
        disabled={suggest.isPending || !experience.trim()}
        onClick={() =>
          suggest.mutate({
            jobDescription: draft.jobDetails.jobDescription || draft.jobDescription,
            experience,
          })
        }
      >
        <Sparkles aria-hidden="true" />
        {suggest.isPending ? 'Suggesting...' : 'Suggest Skills'}
      </Button>
      {draft.skills.length ? (
        <ul className="flex flex-wrap gap-2" aria-label="Your skills">
          {draft.skills.map((skill) => (
            <li key={skill} className="rounded-full bg-secondary px-3 py-1 text-sm">
              {skill}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
