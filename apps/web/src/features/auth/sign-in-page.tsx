import { useState } from 'react';
import { BackToHomeButton } from '../../components/back-to-home-button.tsx';
import { Logo } from '../../components/logo.tsx';
import { ThemeToggle } from '../../components/theme-toggle.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { CredentialsForm } from './credentials-form.tsx';
import type { CredentialsMode } from './credentials-validation.ts';

const COPY: Record<CredentialsMode, { heading: string; lead: string }> = {
  'sign-in': { heading: 'Welcome back', lead: 'Sign in to tailor your next resume and cover letter.' },
  'sign-up': {
    heading: 'Create your account',
    lead: 'New accounts start with 2 free credits: enough for your first tailored application.',
  },
};

/** Email and password sign-in, with account creation on a second tab. */
export function SignInPage({ initialMode = 'sign-in' }: { initialMode?: CredentialsMode }) {
  const [mode, setMode] = useState<CredentialsMode>(initialMode);
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-4 sm:px-6">
        <Logo />
        <div className="flex items-center gap-2">
          <ThemeToggle />
          <BackToHomeButton variant="ghost" />
        </div>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:pt-12">
        <Card className="w-full max-w-md">
          <CardHeader className="text-center">
            <h1 className="text-2xl font-semibold tracking-tight">{COPY[mode].heading}</h1>
            <CardDescription>{COPY[mode].lead}</CardDescription>
          </CardHeader>
          <CardContent>
            <Tabs value={mode} onValueChange={(value) => setMode(value as CredentialsMode)}>
              <TabsList className="mb-2 w-full">
                <TabsTrigger value="sign-in">Sign in</TabsTrigger>
                <TabsTrigger value="sign-up">Create account</TabsTrigger>
              </TabsList>
              <TabsContent value="sign-in">
                <CredentialsForm mode="sign-in" />
              </TabsContent>
              <TabsContent value="sign-up">
                <CredentialsForm mode="sign-up" />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
