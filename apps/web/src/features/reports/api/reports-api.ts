import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LowStockBook, LowStockReport, ReportTable, SalesReport } from '@boipoka/shared';
import { apiData, toQueryString } from '../../../lib/api-client';
import { saveApiFile } from '../../../lib/save-api-file';
import type { ReportRange } from '../lib/report-range';

export const REPORTS_KEY = ['reports'] as const;

export function useSalesReport(range: ReportRange, enabled: boolean) {
  return useQuery({
    queryKey: [...REPORTS_KEY, 'sales', range.from, range.to, range.groupBy],
    queryFn: ({ signal }) => apiData<SalesReport>(`/reports/sales${toQueryString({ ...range })}`, { auth: true, signal }),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 0,
  });
}

export function useLowStock() {
  return useQuery({
    queryKey: [...REPORTS_KEY, 'low-stock'],
    queryFn: ({ signal }) => apiData<LowStockReport>('/reports/low-stock', { auth: true, signal }),
    staleTime: 0,
  });
}

export function useSetLowStockThreshold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (threshold: number) => apiData<LowStockReport>('/reports/low-stock/threshold', { method: 'PATCH', body: { threshold }, auth: true }),
    onSuccess: (report) => queryClient.setQueryData([...REPORTS_KEY, 'low-stock'], report),
  });
}

export function useRestock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, quantity }: { id: string; quantity: number }) => apiData<LowStockBook>(`/reports/low-stock/${encodeURIComponent(id)}`, { method: 'PATCH', body: { quantity }, auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...REPORTS_KEY, 'low-stock'] }),
  });
}

/** Saves one table as the CSV the server writes (every row, formulas escaped). */
export const downloadReportCsv = (path: string, fallbackName: string): Promise<void> => saveApiFile(path, fallbackName);

export const salesCsvPath = (range: ReportRange, table: ReportTable) => `/reports/sales.csv${toQueryString({ ...range, table })}`;
export const LOW_STOCK_CSV_PATH = '/reports/low-stock.csv';
