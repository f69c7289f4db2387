import type { ContactRequest } from '@hireproof/contract';
import { useMutation } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { type ChangeEvent, type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { serverMessageOf } from '../../lib/error-message.ts';
import { toast } from '../../lib/toast-store.ts';
import { sendContactMessage } from './contact-api.ts';

const EMPTY: ContactRequest = { name: '', email: '', subject: '', message: '' };
export const CONTACT_FAILED_MESSAGE = 'Failed to send message. Please try again.';

const fieldId = (field: keyof ContactRequest) => `contact-${field}`;

function LabelledField({
  label,
  htmlFor,
  children,
}: {
  label: string;
  htmlFor: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
    </div>
  );
}

/** The contact form: every field required; a toast reports the outcome (SPEC §8). */
export function ContactForm() {
  const [values, setValues] = useState<ContactRequest>(EMPTY);
  const mutation = useMutation({
    mutationFn: sendContactMessage,
    onSuccess: (result) => {
      toast({ title: 'Message sent!', description: result.message });
      setValues(EMPTY);
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: serverMessageOf(error) ?? CONTACT_FAILED_MESSAGE,
        variant: 'destructive',
      });
    },
  });

  // Every field is required and bound the same way; only its control and limits differ.
  const bind = (field: keyof ContactRequest) => ({
    id: fieldId(field),
    name: field,
    required: true,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setValues((previous) => ({ ...previous, [field]: value }));
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate({
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
    });
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4" aria-busy={mutation.isPending}>
      <div className="grid gap-4 sm:grid-cols-2">
        <LabelledField label="Name" htmlFor={fieldId('name')}>
          <Input {...bind('name')} autoComplete="name" maxLength={200} />
        </LabelledField>
        <LabelledField label="Email" htmlFor={fieldId('email')}>
          <Input {...bind('email')} type="email" autoComplete="email" maxLength={320} />
        </LabelledField>
      </div>
      <LabelledField label="Subject" htmlFor={fieldId('subject')}>
        <Input {...bind('subject')} maxLength={300} />
      </LabelledField>
      <LabelledField label="Message" htmlFor={fieldId('message')}>
        <Textarea {...bind('message')} maxLength={5000} rows={6} />
      </LabelledField>
      <div>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? (
            <Spinner className="size-4 text-current" label="Sending" />
          ) : (
            <Send aria-hidden="true" />
          )}
          Send Message
        </Button>
      </div>
    </form>
  );
}
