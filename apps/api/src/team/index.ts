/** The team context's public entry: its module (the access guard and the /team routes come with it). */
export { TeamModule } from './team.module';
