export * from './payroll-codes';
