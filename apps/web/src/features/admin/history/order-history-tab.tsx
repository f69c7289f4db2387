import type { CompletedOrdersQuery } from '@hireproof/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { ORDER_STATUS_LABEL, ORDER_STATUS_VARIANT } from '../../../components/order-status.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { fieldClass, Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast-store.ts';
import { completedOrdersQuery, exportOrdersCsv, formatAdminDate, formatOrderAmount } from '../admin-api.ts';
import { downloadBlob, fileNameFromDisposition } from '../download-file.ts';
import { ORDER_ID_PREFIX_LENGTH } from '../orders/pending-order-card.tsx';
import { TabLoading } from '../tab-states.tsx';

export const DEFAULT_EXPORT_NAME = 'orders_export.csv';

type Filters = Required<{ [K in keyof CompletedOrdersQuery]: string }>;
const NO_FILTERS: Filters = { status: '', method: '', search: '', startDate: '', endDate: '' };

function toQuery(filters: Filters): CompletedOrdersQuery {
  return {
    status: (filters.status || undefined) as CompletedOrdersQuery['status'],
    method: (filters.method || undefined) as CompletedOrdersQuery['method'],
    search: filters.search.trim() || undefined,
    startDate: filters.startDate || undefined,
    endDate: filters.endDate || undefined,
  };
}

function Field({ label, children, id }: { label: string; id: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

const selectClass = cn(fieldClass, 'h-10 py-2');

/** A filter's choices as [value, label]; the empty value means "no filter". */
type FilterOptions = readonly (readonly [value: string, label: string])[];
const STATUS_OPTIONS: FilterOptions = [
  ['', 'All statuses'],
  ['paid', 'Approved'],
  ['rejected', 'Rejected'],
  ['failed', 'Failed'],
];
const METHOD_OPTIONS: FilterOptions = [
  ['', 'All methods'],
  ['upi', 'UPI'],
  ['paypal', 'PayPal'],
];

interface FilterControlProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

function FilterSelect({ label, value, onChange, options }: FilterControlProps & { options: FilterOptions }) {
  const id = useId();
  return (
    <Field label={label} id={id}>
      <select
        id={id}
        className={selectClass}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </Field>
  );
}

function FilterInput({
  label,
  value,
  onChange,
  ...inputProps
}: FilterControlProps & Pick<ComponentProps<typeof Input>, 'type' | 'placeholder'>) {
  const id = useId();
  return (
    <Field label={label} id={id}>
      <Input {...inputProps} id={id} value={value} onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}

/** Order History (SPEC §2): decided orders with filters, a count and the server's CSV export. */
export function OrderHistoryTab() {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const query = toQuery(filters);
  const { data, isLoading, isError } = useQuery(completedOrdersQuery(query));
  const orders = data ?? [];

  const set = (key: keyof Filters) => (value: string) =>
    setFilters((current) => ({ ...current, [key]: value }));

  const exportCsv = useMutation({
    mutationFn: async () => {
      const response = await exportOrdersCsv(query);
      const fileName = fileNameFromDisposition(
        response.headers.get('content-disposition'),
        DEFAULT_EXPORT_NAME,
      );
      downloadBlob(await response.blob(), fileName);
      return fileName;
    },
    onSuccess: (fileName) => toast({ title: 'Export Successful', description: `Saved ${fileName}.` }),
    onError: () =>
      toast({ title: 'Export Failed', description: 'Failed to export CSV file.', variant: 'destructive' }),
  });

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle>Filters</CardTitle>
          <div className="flex gap-2">
            <Button variant="ghost" onClick={() => setFilters(NO_FILTERS)}>
              Clear
            </Button>
            <Button variant="outline" onClick={() => exportCsv.mutate()} disabled={exportCsv.isPending}>
              <Download aria-hidden="true" />
              Export CSV
            </Button>
          </div>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <FilterSelect
            label="Status"
            value={filters.status}
            onChange={set('status')}
            options={STATUS_OPTIONS}
          />
          <FilterSelect
            label="Method"
            value={filters.method}
            onChange={set('method')}
            options={METHOD_OPTIONS}
          />
          <FilterInput
            label="Search"
            type="search"
            placeholder="Email, order id or UPI reference"
            value={filters.search}
            onChange={set('search')}
          />
          <FilterInput label="Start date" type="date" value={filters.startDate} onChange={set('startDate')} />
          <FilterInput label="End date" type="date" value={filters.endDate} onChange={set('endDate')} />
        </CardContent>
      </Card>

      <section aria-labelledby="history-heading" className="space-y-3">
        <h2 id="history-heading" className="flex items-center gap-2 text-lg font-semibold">
          Completed Orders
          <Badge variant="secondary" data-testid="history-count">
            {orders.length}
          </Badge>
        </h2>
        {isLoading ? (
          <TabLoading label="Loading order history" />
        ) : isError ? (
          <p className="text-destructive">Failed to load the order history.</p>
        ) : orders.length === 0 ? (
          <p className="rounded-lg border bg-background p-6 text-center text-muted-foreground">
            No orders match these filters.
          </p>
        ) : (
          <ul className="space-y-2">
            {orders.map((order) => (
              <li
                key={order.id}
                data-testid="history-order"
                className="flex flex-col gap-2 rounded-lg border bg-background p-4 text-sm sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0 space-y-0.5">
                  <p className="font-mono font-semibold" title={order.id}>
                    #{order.id.slice(0, ORDER_ID_PREFIX_LENGTH)}
                  </p>
                  <p className="break-all">{order.userEmail || order.userId}</p>
                  <p className="text-muted-foreground">
                    {order.method === 'upi' ? 'UPI' : 'PayPal'} · {formatOrderAmount(order)} ·{' '}
                    <time dateTime={order.createdAt}>{formatAdminDate(order.createdAt)}</time>
                  </p>
                  {order.upiRef ? (
                    <p className="text-muted-foreground">UPI reference: {order.upiRef}</p>
                  ) : null}
                  {order.status === 'rejected' && order.rejectionReason ? (
                    <p className="text-destructive">Reason: {order.rejectionReason}</p>
                  ) : null}
                </div>
                <div className="flex shrink-0 flex-col items-start gap-1 sm:items-end">
                  <Badge variant={ORDER_STATUS_VARIANT[order.status]}>
                    {ORDER_STATUS_LABEL[order.status]}
                  </Badge>
                  {order.approvedAt ? (
                    <span className="text-xs text-muted-foreground">
                      Approved {formatAdminDate(order.approvedAt)}
                    </span>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
