import { useId, useState } from 'react';
import { PAYROLL_FILE_FORMATS } from '@rotaledger/domain';
import { Message } from '../../../components/Message';
import { apiErrorMessage } from '../../../lib/api-errors';
import { asyncHandler } from '../../../lib/async-handler';
import { useLazyExportPayrollQuery } from './api';

type PayrollFormat = (typeof PAYROLL_FILE_FORMATS)[number];

export const FORMAT_LABELS: Record<PayrollFormat, string> = {
  sage50: 'Sage 50 Payroll',
  brightpay: 'BrightPay',
  csv: 'Pay lines (CSV)',
};

/** Hands the server's file to the browser's download, its bytes untouched. */
function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

interface ExportControlProps {
  userId: string;
  workplaceId: string;
  periodStart: string;
}

/** A format and Export: the finalised period's payroll file, as the server writes it. */
export function ExportControl({ userId, workplaceId, periodStart }: ExportControlProps) {
  const selectId = useId();
  const [format, setFormat] = useState<PayrollFormat>('sage50');
  const [error, setError] = useState<string | null>(null);
  const [exportPayroll, { isFetching }] = useLazyExportPayrollQuery();

  async function onExport() {
    setError(null);
    try {
      const file = await exportPayroll({ userId, workplaceId, periodStart, format }).unwrap();
      download(file.fileName, file.text);
    } catch (err) {
      setError(apiErrorMessage(err, 'The payroll file could not be made. Try again.'));
    }
  }

  return (
    <div className="pay-export">
      <div className="pay-export-row">
        <label htmlFor={selectId} className="pay-export-label">
          Format
        </label>
        <select
          id={selectId}
          className="select pay-export-format"
          value={format}
          onChange={(e) => {
            setFormat(e.target.value as PayrollFormat);
            setError(null);
          }}
        >
          {PAYROLL_FILE_FORMATS.map((f) => (
            <option key={f} value={f}>
              {FORMAT_LABELS[f]}
            </option>
          ))}
        </select>
        <button type="button" className="button button-secondary button-small" onClick={asyncHandler(onExport)} disabled={isFetching}>
          {isFetching ? 'Exporting…' : 'Export'}
        </button>
      </div>
      {error && <Message tone="error">{error}</Message>}
    </div>
  );
}
