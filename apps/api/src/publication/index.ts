export { PublicationModule } from './publication.module';
export { StaffMail } from './staff-mail';
