export { RotaViewerPage } from './RotaViewerPage';
