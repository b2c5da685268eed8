import {
  INDUSTRY_CATEGORIES,
  industryLabel,
  isAnyService,
  isIndustryCategory,
  isServiceOf,
  SERVICE_CATALOGUE,
  serviceById,
  servicesFor,
} from './catalogue';

describe('industry categories', () => {
  it("are the spec's 13 values with capitalised labels", () => {
    expect(INDUSTRY_CATEGORIES.map((c) => c.value)).toEqual([
      'restaurant',
      'bar',
      'hotel',
      'coffeeShop',
      'shop',
      'museum',
      'touristSpot',
      'marketStall',
      'leisureCentre',
      'factory',
      'warehouse',
      'cafe',
      'general',
    ]);
    expect(industryLabel('coffeeShop')).toBe('Coffee Shop');
    expect(industryLabel('touristSpot')).toBe('Tourist Spot');
    expect(industryLabel('marketStall')).toBe('Market Stall');
    expect(industryLabel('leisureCentre')).toBe('Leisure Centre');
    expect(industryLabel('restaurant')).toBe('Restaurant');
    expect(isIndustryCategory('bar')).toBe(true);
    expect(isIndustryCategory('Bar')).toBe(false);
    expect(isIndustryCategory(undefined)).toBe(false);
  });
});

describe('service catalogue', () => {
  const ids = (category: string) => servicesFor(category).map((s) => s.service_id);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

  it("has the spec's id ranges plus an Any service per category", () => {
    expect(ids('restaurant')).toEqual([...range(101, 110), 199]);
    expect(ids('bar')).toEqual([...range(201, 207), 299]);
    expect(ids('hotel')).toEqual([...range(301, 312), 399]);
    expect(ids('coffeeShop')).toEqual([...range(401, 408), 499]);
    expect(ids('shop')).toEqual([...range(501, 507), 599]);
    expect(ids('leisureCentre')).toEqual([...range(601, 608), 699]);
    expect(ids('cafe')).toEqual([...range(701, 708), 799]);
    expect(ids('general')).toEqual([...range(801, 808), 899]);
  });

  it('names the services as the spec does', () => {
    expect(servicesFor('restaurant').map((s) => s.service_name)).toEqual([
      'Server',
      'Kitchen Staff',
      'Cook',
      'Sous Chef',
      'Dishwasher',
      'Manager',
      'Host/Hostess',
      'Cashier',
      'Barista',
      'Security',
      'Any',
    ]);
    expect(servicesFor('general').map((s) => s.service_name)).toEqual([
      'Type 1',
      'Type 2',
      'Type 3',
      'Type 4',
      'Type 5',
      'Type 6',
      'Type 7',
      'Type 8',
      'Any',
    ]);
    expect(serviceById(604)).toEqual({ service_id: 604, service_name: 'Lifeguard', service_icon: '🛟' });
  });

  it('gives every service a name and an icon', () => {
    for (const services of Object.values(SERVICE_CATALOGUE)) {
      for (const s of services) {
        expect(s.service_name).not.toBe('');
        expect(s.service_icon).not.toBe('');
      }
    }
  });

  it.each(['museum', 'touristSpot', 'marketStall', 'factory', 'warehouse', 'nonsense'])('has no services for %s', (category) =>
    expect(servicesFor(category)).toEqual([]),
  );

  it('answers an unknown id with Unknown Service and ❓', () => {
    expect(serviceById(999)).toEqual({ service_id: 999, service_name: 'Unknown Service', service_icon: '❓' });
  });

  it('knows the Any services', () => {
    expect([199, 299, 399, 499, 599, 699, 799, 899].every(isAnyService)).toBe(true);
    expect(isAnyService(101)).toBe(false);
    expect(isAnyService(999)).toBe(false);
  });

  it('tells whether a service belongs to a category', () => {
    expect(isServiceOf('bar', 201)).toBe(true);
    expect(isServiceOf('bar', 101)).toBe(false);
    expect(isServiceOf('museum', 101)).toBe(false);
  });
});
