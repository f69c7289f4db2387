import { Clock, Mail, MessageCircle } from 'lucide-react';
import { SOCIAL_LINKS } from '../../components/site-footer.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ContactForm } from './contact-form.tsx';
import { MailLink } from './mail-link.tsx';
import { POLICY } from './policy-facts.ts';
import { useSupportEmail } from './support-email.ts';

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
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-base">
                <Mail className="size-4 text-primary" aria-hidden="true" />
                Email support
              </CardTitle>
            </CardHeader>
            <CardContent>
              <MailLink email={supportEmail} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-base">
                <Clock className="size-4 text-primary" aria-hidden="true" />
                Response time
              </CardTitle>
            </CardHeader>
            <CardContent className="text-sm text-muted-foreground">
              We reply {POLICY.responseTime} ({POLICY.supportHours}).
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-base">
                <MessageCircle className="size-4 text-primary" aria-hidden="true" />
                Follow us
              </CardTitle>
            </CardHeader>
            <CardContent>
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
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
