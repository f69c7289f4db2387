import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from './ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from './ui/card.tsx';

interface FeaturePendingProps {
  title: string;
  /** One honest sentence on what the screen will do. */
  description: ReactNode;
}

/**
 * Stands in for a screen whose capability has not shipped yet: says so plainly and offers the way
 * back, rather than showing controls that do nothing.
 */
export function FeaturePending({ title, description }: FeaturePendingProps) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <Card>
        <CardHeader>
          <div className="mb-2 flex size-10 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Construction className="size-5" aria-hidden="true" />
          </div>
          <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <p className="text-sm text-muted-foreground">
            This part of Hireproof is still being built and is not available yet. Nothing on this page uses
            your credits.
          </p>
          <Button asChild variant="outline">
            <Link href="/dashboard">Back to Dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
