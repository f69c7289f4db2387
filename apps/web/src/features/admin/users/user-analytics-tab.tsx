import { useQuery } from '@tanstack/react-query';
import { Coins, Download, UserCheck, UserRound, Users } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { StatCard } from '../../../components/stat-card.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { fieldClass, Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast-store.ts';
import { userAnalyticsQuery } from '../admin-api.ts';
import { downloadBlob } from '../download-file.ts';
import { TabLoading } from '../tab-states.tsx';
import {
  analyticsStats,
  displayName,
  type UserSort,
  usersCsv,
  usersCsvFileName,
  visibleUsers,
} from './user-analytics.ts';

export const LOAD_FAILED_TEXT = 'Failed to load user analytics. Please try again.';

/** User Analytics (SPEC §2): totals, a searchable and sortable user table, and a CSV of it. */
export function UserAnalyticsTab() {
  const { data, isLoading, isError, refetch } = useQuery(userAnalyticsQuery);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<UserSort>('recent');
  const searchId = useId();
  const sortId = useId();

  useEffect(() => {
    if (isError) toast({ title: 'Error', description: LOAD_FAILED_TEXT, variant: 'destructive' });
  }, [isError]);

  if (isLoading) {
    return <TabLoading label="Loading user analytics" />;
  }
  if (isError || !data) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
          <p className="text-destructive" role="alert">
            {LOAD_FAILED_TEXT}
          </p>
          <Button variant="outline" onClick={() => void refetch()}>
            Retry
          </Button>
        </CardContent>
      </Card>
    );
  }

  const stats = analyticsStats(data);
  const users = visibleUsers(data.users, search, sort);
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[
          { title: 'Total Users', value: stats.totalUsers, note: 'Registered accounts', icon: Users },
          {
            title: 'Free Users',
            value: stats.freeUsers,
            note: `${stats.freePercent}% of total`,
            icon: UserRound,
          },
          {
            title: 'Users with Credits',
            value: stats.usersWithCredits,
            note: `${stats.conversionRate}% conversion rate`,
            icon: UserCheck,
          },
          {
            title: 'Total Credits',
            value: stats.totalCredits,
            note: `${stats.averageCredits} average per user; admins not counted`,
            icon: Coins,
          },
        ].map((figure) => (
          <StatCard key={figure.title} testId="user-stat" {...figure} />
        ))}
      </div>

      <Card>
        <CardHeader className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <CardTitle>Users</CardTitle>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="space-y-1.5">
              <Label htmlFor={searchId}>Search</Label>
              <Input
                id={searchId}
                type="search"
                placeholder="Name or email"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={sortId}>Sort by</Label>
              <select
                id={sortId}
                className={cn(fieldClass, 'h-10 py-2')}
                value={sort}
                onChange={(event) => setSort(event.target.value as UserSort)}
              >
                <option value="recent">Recent</option>
                <option value="credits">Credits</option>
              </select>
            </div>
            <Button
              variant="outline"
              onClick={() => {
                const name = usersCsvFileName(new Date());
                downloadBlob(new Blob([usersCsv(users)], { type: 'text/csv;charset=utf-8' }), name);
                toast({ title: 'Export Successful', description: `Saved ${name}.` });
              }}
            >
              <Download aria-hidden="true" />
              Export CSV
            </Button>
          </div>
        </CardHeader>
        <CardContent>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="border-b text-muted-foreground">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    User
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Email
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Credits
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Role
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Signed up
                  </th>
                </tr>
              </thead>
              <tbody>
                {users.length === 0 ? (
                  <tr>
                    <td colSpan={5} className="py-6 text-center text-muted-foreground">
                      No users found matching your search
                    </td>
                  </tr>
                ) : (
                  users.map((user) => (
                    <tr key={user.id} className="border-b last:border-0" data-testid="user-row">
                      <td className="py-2 pr-4">{displayName(user) || '—'}</td>
                      <td className="py-2 pr-4">
                        <a
                          href={`mailto:${user.email}`}
                          className="text-primary underline-offset-4 hover:underline"
                        >
                          {user.email}
                        </a>
                      </td>
                      <td className="py-2 pr-4">
                        <Badge variant={user.credits > 0 ? 'default' : 'secondary'}>{user.credits}</Badge>
                      </td>
                      <td className="py-2 pr-4">
                        <Badge variant={user.role === 'admin' ? 'destructive' : 'outline'}>{user.role}</Badge>
                      </td>
                      <td className="py-2 whitespace-nowrap">
                        <time dateTime={user.createdAt}>
                          {new Date(user.createdAt).toLocaleDateString('en-US')}{' '}
                          {new Date(user.createdAt).toLocaleTimeString('en-US')}
                        </time>
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
          <p className="mt-4 text-sm text-muted-foreground" data-testid="users-footer">
            Showing {users.length} of {data.users.length} users
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
