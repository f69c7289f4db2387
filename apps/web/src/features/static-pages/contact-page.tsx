import { Clock, type LucideIcon, Mail, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { SOCIAL_LINKS } from '../../components/site-footer.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ContactForm } from './contact-form.tsx';
import { MailLink } from './mail-link.tsx';
import { POLICY } from './policy-facts.ts';
import { useSupportEmail } from './support-email.ts';

interface InfoCardProps {
  icon: LucideIcon;
  title: string;
  contentClassName?: string;
  children: ReactNode;
}

/** One of the small cards beside the form: an icon and title over a line or two of detail. */
function InfoCard({ icon: Icon, title, contentClassName, children }: InfoCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Icon className="size-4 text-primary" aria-hidden="true" />
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}

export function ContactPage() {
  const supportEmail = useSupportEmail();
  return (
    <div className="space-y-8">
      <header className="space-y-3">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Contact Us</h1>
        <p className="text-muted-foreground">
          A question about your account, a payment or a document we made for you? Send us a message and a real
          person will get back to you.
        </p>
      </header>
      <div className="grid gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <CardHeader>
            <CardTitle>Send us a message</CardTitle>
            <CardDescription>All fields are required.</CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>
        <div className="space-y-4">
          <InfoCard icon={Mail} title="Email support">
            <MailLink email={supportEmail} />
          </InfoCard>
          <InfoCard icon={Clock} title="Response time" contentClassName="text-sm text-muted-foreground">
            We reply {POLICY.responseTime} ({POLICY.supportHours}).
          </InfoCard>
          <InfoCard icon={MessageCircle} title="Follow us">
            <ul className="space-y-1 text-sm">
              {SOCIAL_LINKS.map((social) => (
                <li key={social.href}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {social.label}
                  </a>
                </li>
              ))}
            </ul>
          </InfoCard>
        </div>
      </div>
    </div>
  );
}
