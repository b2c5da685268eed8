export { KioskPage } from './KioskPage';
export { KioskLinksSection } from './KioskLinksSection';
export { EmployeePinField } from './EmployeePinField';
export { StaffPinSection } from './StaffPinSection';
export { KioskClockSettings, useKioskClockSettings } from './KioskClockSettings';
