export function MailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="font-medium text-primary underline-offset-4 hover:underline">
      {email}
    </a>
  );
}
