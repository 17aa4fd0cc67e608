import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import '../messages';
import { downloadReportCsv } from '../api/reports-api';

/** Downloads one table as CSV; its name says which table. */
export function CsvButton({ path, fileName, tableName }: { path: string; fileName: string; tableName: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadReportCsv(path, fileName);
    } catch {
      notify.error(t('reports:csv.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="secondary" onClick={() => void download()} disabled={busy} aria-label={t('reports:csv.label', { table: tableName })}>
      <Download aria-hidden="true" className="h-4 w-4" />
      {t('reports:csv.action')}
    </Button>
  );
}
