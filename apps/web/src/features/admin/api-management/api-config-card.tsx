import type { ApiConfig, ApiConfigTestResult } from '@hireproof/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FlaskConical, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { cn } from '../../../lib/cn.ts';
import { serverMessageOf } from '../../../lib/error-message.ts';
import { toast } from '../../../lib/toast-store.ts';
import { formatAdminDate } from '../admin-api.ts';
import { curlSummary, formatUsagePercent, USAGE_TONE_CLASS, usageTone } from './api-config-status.ts';
import { ApiConfigStatusIcon } from './api-config-status-icon.tsx';
import { ApiConfigTestPanel } from './api-config-test-panel.tsx';
import { API_CONFIGS_KEY, deleteApiConfig, testApiConfig, updateApiConfig } from './api-configs-api.ts';

const failureText = (error: unknown, fallback: string) =>
  serverMessageOf(error) ?? (error instanceof Error ? error.message : fallback);

/** SPEC §8: a failed test shows the server's error, or this when it gave none. */
export const TEST_FAILED_FALLBACK = 'The API configuration test failed.';

/** One provider configuration: its status and usage, the active toggle, test and delete. */
export function ApiConfigCard({ config }: { config: ApiConfig }) {
  const queryClient = useQueryClient();
  const switchId = useId();
  // The card's heading describes its controls, so 'Active', 'Test' and 'Delete' say which provider.
  const nameId = useId();
  const [lastTest, setLastTest] = useState<ApiConfigTestResult | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: API_CONFIGS_KEY });

  const toggle = useMutation({
    mutationFn: (active: boolean) => updateApiConfig(config.id, { active }),
    onSuccess: (updated) => {
      toast({
        title: 'API Configuration Updated',
        description: `${updated.name} is now ${updated.active ? 'active' : 'inactive'}.`,
      });
      void refresh();
    },
    onError: (error) =>
      toast({
        title: 'Failed to Update',
        description: failureText(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });

  const remove = useMutation({
    mutationFn: () => deleteApiConfig(config.id),
    onSuccess: () => {
      toast({ title: 'API Configuration Deleted', description: `${config.name} was removed.` });
      void refresh();
    },
    onError: (error) =>
      toast({
        title: 'Failed to Delete',
        description: failureText(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });

  const test = useMutation({
    mutationFn: () => testApiConfig(config.id),
    onSuccess: (result) => {
      setLastTest(result);
      if (result.success) {
        toast({ title: 'Test Successful', description: `${config.name} answered correctly.` });
      } else {
        toast({
          title: 'Test Failed',
          description: result.error || TEST_FAILED_FALLBACK,
          variant: 'destructive',
        });
      }
      // A test changes health and usage on the server.
      void refresh();
    },
    onError: (error) => {
      setLastTest(null);
      toast({
        title: 'Test Failed',
        description: serverMessageOf(error) ?? TEST_FAILED_FALLBACK,
        variant: 'destructive',
      });
    },
  });

  const tone = usageTone(config.usagePercentage);
  const target =
    config.type === 'curl'
      ? curlSummary(config.curlCommand)
      : [config.model, config.baseUrl].filter(Boolean).join(' · ') || 'Default model';

  return (
    <Card data-testid="api-config" data-config-id={config.id}>
      <CardContent className="space-y-4 pt-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 items-start gap-3">
            <ApiConfigStatusIcon config={config} />
            <div className="min-w-0">
              <h3 id={nameId} className="font-semibold break-words">
                {config.name}
              </h3>
              <p className="text-sm break-all text-muted-foreground" data-testid="api-config-target">
                {target}
              </p>
            </div>
          </div>
          <div className="flex items-center gap-2">
            <Badge variant="outline">{config.type === 'curl' ? 'curl' : 'API key'}</Badge>
            <Switch
              id={switchId}
              aria-describedby={nameId}
              checked={config.active}
              disabled={toggle.isPending}
              onCheckedChange={(checked) => toggle.mutate(checked)}
            />
            <Label htmlFor={switchId}>Active</Label>
          </div>
        </div>

        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
          <dt className="text-muted-foreground">Priority</dt>
          <dd>{config.priority}</dd>
          <dt className="text-muted-foreground">Rate limit</dt>
          <dd>{config.rateLimitPerHour} per hour</dd>
          <dt className="text-muted-foreground">Usage</dt>
          <dd
            data-testid="api-config-usage"
            data-tone={tone}
            className={cn('font-medium', USAGE_TONE_CLASS[tone])}
          >
            {config.currentUsage} / {config.rateLimitPerHour} ({formatUsagePercent(config.usagePercentage)})
          </dd>
          <dt className="text-muted-foreground">API key</dt>
          <dd className="font-mono break-all" data-testid="api-config-key">
            {config.apiKey ?? 'None'}
          </dd>
          <dt className="text-muted-foreground">Last reset</dt>
          <dd>
            {config.lastReset ? (
              <time dateTime={config.lastReset}>{formatAdminDate(config.lastReset)}</time>
            ) : (
              'Never'
            )}
          </dd>
          {config.lastError && !config.healthy ? (
            <>
              <dt className="text-muted-foreground">Last error</dt>
              <dd className="break-words text-destructive">{config.lastError}</dd>
            </>
          ) : null}
        </dl>

        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-describedby={nameId}
            onClick={() => test.mutate()}
            disabled={test.isPending}
          >
            <FlaskConical aria-hidden="true" />
            {test.isPending ? 'Testing...' : 'Test'}
          </Button>
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button
                variant="outline"
                size="sm"
                aria-describedby={nameId}
                disabled={remove.isPending}
                className="text-destructive"
              >
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>Delete {config.name}?</AlertDialogTitle>
                <AlertDialogDescription>
                  The configuration and its stored key are removed. Generation moves on to the next provider,
                  or to the built-in writer when none is left.
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>Cancel</AlertDialogCancel>
                <AlertDialogAction
                  className={buttonVariants({ variant: 'destructive' })}
                  onClick={() => remove.mutate()}
                >
                  Delete
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </div>

        {lastTest ? <ApiConfigTestPanel result={lastTest} /> : null}
      </CardContent>
    </Card>
  );
}
