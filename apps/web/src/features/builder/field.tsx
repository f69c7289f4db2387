import type { ComponentProps, ReactNode } from 'react';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';

/** A labelled input: the label names the field for screen readers and the axe checks. */
export function TextField({
  id,
  label,
  ...props
}: { id: string; label: ReactNode } & Omit<ComponentProps<'input'>, 'id'>) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...props} />
    </div>
  );
}

export function TextAreaField({
  id,
  label,
  hint,
  ...props
}: { id: string; label: ReactNode; hint?: ReactNode } & Omit<ComponentProps<'textarea'>, 'id'>) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Textarea id={id} aria-describedby={hint ? `${id}-hint` : undefined} {...props} />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
