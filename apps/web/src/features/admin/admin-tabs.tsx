import { ClipboardList, History, KeyRound, type LucideIcon, Users, Workflow } from 'lucide-react';
import type { ComponentType } from 'react';
import { ApiManagementTab } from './api-management/api-management-tab.tsx';
import { OrderHistoryTab } from './history/order-history-tab.tsx';
import { OrderManagementTab } from './orders/order-management-tab.tsx';
import { QueueTab } from './queue/queue-tab.tsx';
import { UserAnalyticsTab } from './users/user-analytics-tab.tsx';

export interface AdminTab {
  /** The tab's identifier of SPEC §2 (also its DOM value). */
  id: 'orders' | 'users' | 'queue' | 'api-management' | 'completed';
  label: string;
  icon: LucideIcon;
  Panel: ComponentType;
}

/**
 * The console's tabs, in order. Each panel lives in its own folder; the API Management panel is
 * `api-management/api-management-tab.tsx`, which the AI provider work owns and replaces.
 */
export const ADMIN_TABS: readonly AdminTab[] = [
  { id: 'orders', label: 'Order Management', icon: ClipboardList, Panel: OrderManagementTab },
  { id: 'users', label: 'User Analytics', icon: Users, Panel: UserAnalyticsTab },
  { id: 'queue', label: 'Queue & Analytics', icon: Workflow, Panel: QueueTab },
  { id: 'api-management', label: 'API Management', icon: KeyRound, Panel: ApiManagementTab },
  { id: 'completed', label: 'Order History', icon: History, Panel: OrderHistoryTab },
];

export const DEFAULT_ADMIN_TAB: AdminTab['id'] = 'orders';
