import { brightPayFile } from './brightpay';
import { payLinesCsvFile } from './pay-lines-csv';
import type { PayrollFileFormat, PayrollFileInput } from './payroll-file';
import { sage50File } from './sage50';

/** The file of a finalised period in one of the export formats (the two payroll ones 409 without payroll IDs). */
export function payrollFile(format: PayrollFileFormat, input: PayrollFileInput): string {
  switch (format) {
    case 'sage50':
      return sage50File(input);
    case 'brightpay':
      return brightPayFile(input);
    case 'csv':
      return payLinesCsvFile(input);
  }
}
