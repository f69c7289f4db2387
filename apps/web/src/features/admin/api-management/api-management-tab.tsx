import { useQuery } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { TabLoadFailed, TabLoading } from '../tab-states.tsx';
import { AddApiConfigForm } from './add-api-config-form.tsx';
import { ApiConfigCard } from './api-config-card.tsx';
import { apiConfigsQuery } from './api-configs-api.ts';

/** API Management (SPEC §2): the AI provider configurations, each toggled, tested or deleted, and the add form. */
export function ApiManagementTab() {
  const { data, isLoading, isError, refetch } = useQuery(apiConfigsQuery);
  const configs = data ?? [];
  return (
    <div className="space-y-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        AI Provider Configurations
        <Badge
          variant="secondary"
          data-testid="api-config-count"
          aria-label={`${configs.length} configurations`}
        >
          {configs.length}
        </Badge>
      </h2>
      {isLoading ? (
        <TabLoading label="Loading API configurations" />
      ) : isError ? (
        <TabLoadFailed message="Failed to load API configurations." onRetry={() => void refetch()} />
      ) : configs.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
            <KeyRound aria-hidden="true" className="size-8 text-muted-foreground" />
            <p className="font-semibold">No API configurations</p>
            <p className="max-w-md text-sm text-muted-foreground">
              Applications are written by the built-in writer. Add a provider below to use a language model.
            </p>
          </CardContent>
        </Card>
      ) : (
        <div className="space-y-4">
          {[...configs]
            .sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name))
            .map((config) => (
              <ApiConfigCard key={config.id} config={config} />
            ))}
        </div>
      )}
      <AddApiConfigForm />
    </div>
  );
}
