/** What other contexts may use of pay: its module. */
export { PayModule } from './pay.module';
