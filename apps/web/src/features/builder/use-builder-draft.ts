import { type BuilderDraft, builderDraftSchema } from '@hireproof/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-error.ts';
import { serverMessageOf } from '../../lib/error-message.ts';
import { saveDraft, savedDraftQuery } from './builder-api.ts';
import { clampStep, emptyDraft } from './draft-rules.ts';

/** How long the builder waits after the last keystroke before saving the draft on the server. */
export const AUTOSAVE_DELAY_MS = 1500;

const storageKey = (userId: string) => `hireproof:builder-draft:${userId}`;

interface LocalCopy {
  draft: BuilderDraft;
  step: number;
  savedAt: string;
}

/** The copy kept in this browser: what was typed even when the server could not be reached. */
function readLocal(userId: string): LocalCopy | null {
  try {
    const raw = localStorage.getItem(storageKey(userId));
    if (!raw) return null;
    const value = JSON.parse(raw) as { draft?: unknown; step?: unknown; savedAt?: unknown };
    const draft = builderDraftSchema.safeParse(value.draft);
    if (!draft.success) return null;
    return {
      draft: draft.data,
      step: clampStep(Number(value.step)),
      savedAt: typeof value.savedAt === 'string' ? value.savedAt : '',
    };
  } catch {
    return null;
  }
}

function writeLocal(userId: string, copy: LocalCopy | null): void {
  try {
    if (copy) localStorage.setItem(storageKey(userId), JSON.stringify(copy));
    else localStorage.removeItem(storageKey(userId));
  } catch {
    // Private mode or a full storage: the server copy still holds the draft.
  }
}

export type SaveState = 'idle' | 'saving' | 'saved' | 'offline' | 'refused';

/**
 * The draft the builder edits: restored from the newer of the browser copy and the server copy,
 * mirrored to local storage on every change and saved on the server (debounced) — one current
 * draft per user. `startOver` clears both.
 */
export function useBuilderDraft(userId: string) {
  const server = useQuery(savedDraftQuery);
  const [draft, setDraft] = useState<BuilderDraft | null>(null);
  const [step, setStepState] = useState(1);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  // Why the server refused the last save (its own words), shown until a save succeeds.
  const [refusal, setRefusal] = useState<string | null>(null);
  const dirty = useRef(false);

  // Restore once the server has answered (or failed): the newer copy wins.
  useEffect(() => {
    if (draft || server.isPending) return;
    const local = readLocal(userId);
    const remote = server.data?.draft ? server.data : null;
    const localIsNewer = local && (!remote?.updatedAt || local.savedAt > remote.updatedAt);
    if (localIsNewer) {
      setDraft(local.draft);
      setStepState(local.step);
      // Typed while offline: the server copy is behind, so save it again.
      dirty.current = Boolean(remote) || local.savedAt !== '';
    } else if (remote?.draft) {
      setDraft(remote.draft);
      setStepState(local?.step ?? 1);
    } else {
      setDraft(emptyDraft());
    }
  }, [draft, server.isPending, server.data, userId]);

  // Mirror every change locally at once; save on the server after a pause.
  useEffect(() => {
    if (!draft) return;
    writeLocal(userId, { draft, step, savedAt: new Date().toISOString() });
    if (!dirty.current) return;
    const timer = setTimeout(async () => {
      setSaveState('saving');
      try {
        await saveDraft(draft);
        dirty.current = false;
        setRefusal(null);
        setSaveState('saved');
      } catch (error) {
        // A server that answered and said no is not the same as no server: say which.
        if (error instanceof ApiError) {
          setRefusal(serverMessageOf(error) ?? error.message);
          setSaveState('refused');
        } else {
          setRefusal(null);
          setSaveState('offline');
        }
      }
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, step, userId]);

  const update = useCallback((change: (current: BuilderDraft) => BuilderDraft) => {
    dirty.current = true;
    setDraft((current) => (current ? change(current) : current));
  }, []);

  const setStep = useCallback((next: number) => setStepState(clampStep(next)), []);

  /** Replaces the whole draft (an import) and saves it. */
  const replace = useCallback((next: BuilderDraft) => {
    dirty.current = true;
    setDraft(next);
    setStepState(1);
  }, []);

  const forget = useCallback(() => {
    writeLocal(userId, null);
    dirty.current = false;
  }, [userId]);

  return { draft, step, setStep, update, replace, forget, saveState, refusal, restoring: !draft };
}
