import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { LinkButton } from '../../components/link-button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { ADMIN_TABS, type AdminTab, DEFAULT_ADMIN_TAB } from './admin-tabs.tsx';

/** The admin console of SPEC §2 (admins only; the route checks the role, the server enforces it). */
export function AdminConsole() {
  const [tab, setTab] = useState<AdminTab['id']>(DEFAULT_ADMIN_TAB);
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
            <ShieldCheck aria-hidden="true" className="size-6 text-primary" />
            Admin Console
          </h1>
          <p className="text-muted-foreground">Payments, users, the generation queue and AI providers.</p>
        </div>
        <LinkButton href="/dashboard" icon={ArrowLeft} variant="outline">
          Back to Dashboard
        </LinkButton>
      </div>
      <Tabs value={tab} onValueChange={(value) => setTab(value as AdminTab['id'])}>
        <TabsList className="flex h-auto w-full flex-wrap justify-start">
          {ADMIN_TABS.map(({ id, label, icon: Icon }) => (
            <TabsTrigger key={id} value={id} data-tab-id={id}>
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {ADMIN_TABS.map(({ id, Panel }) => (
          <TabsContent key={id} value={id} data-tab-id={id}>
            <Panel />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
