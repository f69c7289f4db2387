import type { ContactRequest } from '@hireproof/contract';
import { useMutation } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useState } from 'react';
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

  const update =
    (field: keyof ContactRequest) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setValues((previous) => ({ ...previous, [field]: value }));
    };

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
        <div className="grid gap-2">
          <Label htmlFor="contact-name">Name</Label>
          <Input
            id="contact-name"
            name="name"
            autoComplete="name"
            required
            maxLength={200}
            value={values.name}
            onChange={update('name')}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="contact-email">Email</Label>
          <Input
            id="contact-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={320}
            value={values.email}
            onChange={update('email')}
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="contact-subject">Subject</Label>
        <Input
          id="contact-subject"
          name="subject"
          required
          maxLength={300}
          value={values.subject}
          onChange={update('subject')}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="contact-message">Message</Label>
        <Textarea
          id="contact-message"
          name="message"
          required
          maxLength={5000}
          rows={6}
          value={values.message}
          onChange={update('message')}
        />
      </div>
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
