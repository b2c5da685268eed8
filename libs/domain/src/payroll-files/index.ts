export * from './payroll-codes';
export * from './payroll-file';
export * from './sage50';
export * from './brightpay';
export * from './pay-lines-csv';
export * from './payroll-files';
