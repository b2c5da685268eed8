/** The contact context's public entry: its module (nothing else is used by other contexts). */
export { ContactModule } from './contact.module';
