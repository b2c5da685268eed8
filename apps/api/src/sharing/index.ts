/** The sharing context's public entry: its module (nothing else is used by other contexts). */
export { SharingModule } from './sharing.module';
