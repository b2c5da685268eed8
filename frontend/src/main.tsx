import { boot } from './app/boot';
import { makeStore } from './lib/store';
import './styles/index.css';

// The entry holds only the store and the reads: it asks for the session (and, signed in, the
// planner's data) while React and the screens are still downloading (index.html preloads them,
// see vite.config.ts), instead of after they have loaded and rendered.
void boot(makeStore(), document.getElementById('root')!, window.location, () => import('./app/mount'));
