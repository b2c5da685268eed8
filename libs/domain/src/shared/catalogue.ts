/**
 * The industry categories and the service catalogue (spec section 3). One copy, imported
 * by the API (validation) and the browser (pickers, icons): never re-typed elsewhere.
 */

export const INDUSTRY_CATEGORIES = [
  { value: 'restaurant', label: 'Restaurant' },
  { value: 'bar', label: 'Bar' },
  { value: 'hotel', label: 'Hotel' },
  { value: 'coffeeShop', label: 'Coffee Shop' },
  { value: 'shop', label: 'Shop' },
  { value: 'museum', label: 'Museum' },
  { value: 'touristSpot', label: 'Tourist Spot' },
  { value: 'marketStall', label: 'Market Stall' },
  { value: 'leisureCentre', label: 'Leisure Centre' },
  { value: 'factory', label: 'Factory' },
  { value: 'warehouse', label: 'Warehouse' },
  { value: 'cafe', label: 'Cafe' },
  { value: 'general', label: 'General' },
] as const;

export type IndustryCategory = (typeof INDUSTRY_CATEGORIES)[number]['value'];

export interface Service {
  service_id: number;
  service_name: string;
  service_icon: string;
}

const service = (service_id: number, service_name: string, service_icon: string): Service => ({
  service_id,
  service_name,
  service_icon,
});

/** The 'Any' service of a category matches every employee in the picker. */
const any = (service_id: number) => service(service_id, 'Any', '👥');

/** Categories without a catalogue (museum, touristSpot, marketStall, factory, warehouse) have no services. */
export const SERVICE_CATALOGUE: Readonly<Partial<Record<IndustryCategory, readonly Service[]>>> = {
  restaurant: [
    service(101, 'Server', '🍽️'),
    service(102, 'Kitchen Staff', '🥘'),
    service(103, 'Cook', '👨‍🍳'),
    service(104, 'Sous Chef', '🔪'),
    service(105, 'Dishwasher', '🧽'),
    service(106, 'Manager', '📋'),
    service(107, 'Host/Hostess', '🙋'),
    service(108, 'Cashier', '💷'),
    service(109, 'Barista', '☕'),
    service(110, 'Security', '🛡️'),
    any(199),
  ],
  bar: [
    service(201, 'Bartender', '🍺'),
    service(202, 'Security', '🛡️'),
    service(203, 'Cocktails', '🍸'),
    service(204, 'Manager', '📋'),
    service(205, 'Host/Hostess', '🙋'),
    service(206, 'Kitchen', '🥘'),
    service(207, 'Server', '🍽️'),
    any(299),
  ],
  hotel: [
    service(301, 'Cleaning', '🧹'),
    service(302, 'Reception', '🛎️'),
    service(303, 'Guest Services', '🤝'),
    service(304, 'Manager', '📋'),
    service(305, 'Porter', '🧳'),
    service(306, 'Room Service', '🛏️'),
    service(307, 'Maintenance', '🔧'),
    service(308, 'Bar Staff', '🍺'),
    service(309, 'Restaurant Staff', '🍽️'),
    service(310, 'Kitchen', '🥘'),
    service(311, 'Administration', '🗂️'),
    service(312, 'Security', '🛡️'),
    any(399),
  ],
  coffeeShop: [
    service(401, 'Barista', '☕'),
    service(402, 'Manager', '📋'),
    service(403, 'Cleaning', '🧹'),
    service(404, 'Kitchen Staff', '🥘'),
    service(405, 'Cashier', '💷'),
    service(406, 'Administration', '🗂️'),
    service(407, 'Server', '🍽️'),
    service(408, 'Security', '🛡️'),
    any(499),
  ],
  shop: [
    service(501, 'Sales', '🛍️'),
    service(502, 'Cashier', '💷'),
    service(503, 'Manager', '📋'),
    service(504, 'Stock', '📦'),
    service(505, 'Customer Support', '🎧'),
    service(506, 'Security', '🛡️'),
    service(507, 'Cleaning', '🧹'),
    any(599),
  ],
  leisureCentre: [
    service(601, 'Fitness Instructor', '🏋️'),
    service(602, 'Receptionist', '🛎️'),
    service(603, 'Swimming Instructor', '🏊'),
    service(604, 'Lifeguard', '🛟'),
    service(605, 'Manager', '📋'),
    service(606, 'Personal Trainer', '💪'),
    service(607, 'Cleaning', '🧹'),
    service(608, 'Maintenance', '🔧'),
    any(699),
  ],
  cafe: [
    service(701, 'Server', '🍽️'),
    service(702, 'Kitchen Staff', '🥘'),
    service(703, 'Dishwasher', '🧽'),
    service(704, 'Manager', '📋'),
    service(705, 'Cashier', '💷'),
    service(706, 'Barista', '☕'),
    service(707, 'Security', '🛡️'),
    service(708, 'Cleaning', '🧹'),
    any(799),
  ],
  general: [
    service(801, 'Type 1', '1️⃣'),
    service(802, 'Type 2', '2️⃣'),
    service(803, 'Type 3', '3️⃣'),
    service(804, 'Type 4', '4️⃣'),
    service(805, 'Type 5', '5️⃣'),
    service(806, 'Type 6', '6️⃣'),
    service(807, 'Type 7', '7️⃣'),
    service(808, 'Type 8', '8️⃣'),
    any(899),
  ],
};

export const UNKNOWN_SERVICE_NAME = 'Unknown Service';
export const UNKNOWN_SERVICE_ICON = '❓';

const SERVICES_BY_ID: ReadonlyMap<number, Service> = new Map(
  Object.values(SERVICE_CATALOGUE).flatMap((services) => services.map((s) => [s.service_id, s] as const)),
);

export function isIndustryCategory(value: unknown): value is IndustryCategory {
  return typeof value === 'string' && INDUSTRY_CATEGORIES.some((c) => c.value === value);
}

export function industryLabel(category: string): string {
  return INDUSTRY_CATEGORIES.find((c) => c.value === category)?.label ?? category;
}

/** The services a workplace of this category can offer (none for an unknown category). */
export function servicesFor(category: string): readonly Service[] {
  return isIndustryCategory(category) ? (SERVICE_CATALOGUE[category] ?? []) : [];
}

/** Any id gets an answer: an unknown one shows as 'Unknown Service' with '❓'. */
export function serviceById(serviceId: number): Service {
  return SERVICES_BY_ID.get(serviceId) ?? service(serviceId, UNKNOWN_SERVICE_NAME, UNKNOWN_SERVICE_ICON);
}

export function isAnyService(serviceId: number): boolean {
  return serviceId % 100 === 99 && SERVICES_BY_ID.has(serviceId);
}

export function isServiceOf(category: string, serviceId: number): boolean {
  return servicesFor(category).some((s) => s.service_id === serviceId);
}

/** Keeps the first occurrence of each id, in the given order. */
export function uniqueServices(services: readonly number[]): number[] {
  return [...new Set(services)];
}
