/** What other contexts may use of pay: its module and the `dates` parameter parser (audit reads the same parameter). */
export { MAX_PAY_DATES, parsePayDates } from './http/pay-dates';
export { PayModule } from './pay.module';
