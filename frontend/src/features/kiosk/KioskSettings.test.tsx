import type { KiosksAnswer } from '@rotaledger/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../lib/store';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { EmployeePinField } from './EmployeePinField';
import { KioskLinksSection } from './KioskLinksSection';
import { StaffPinSection } from './StaffPinSection';

const WORKPLACE = '11111111-1111-4111-8111-111111111111';
const EMPLOYEE = '22222222-2222-4222-8222-222222222222';
const STAFF_TOKEN = 's'.repeat(43);

function show(ui: ReactNode) {
  render(<Provider store={makeStore()}>{ui}</Provider>);
  return userEvent.setup({ delay: null });
}

describe('kiosk links in the Edit Workplace dialog', () => {
  it('lists each link with when it was last used, creates one and revokes one', async () => {
    let kiosks: KiosksAnswer['kiosks'] = [
      { kioskId: 'k1', name: 'Front door', token: 't'.repeat(43), createdAt: '2026-06-01T08:00:00Z', lastUsedAt: '2026-06-10T06:05:00Z' },
    ];
    const { callsTo } = mockFetch({
      'GET /workplaces/kiosks': () => ({ body: { kiosks } }),
      'POST /workplaces/kiosks': (call) => {
        const name = (call.body as { name: string | null }).name ?? 'Kiosk';
        kiosks = [...kiosks, { kioskId: 'k2', name, token: 'u'.repeat(43), createdAt: '2026-06-10T08:30:00Z', lastUsedAt: null }];
        return { status: 201, body: { kioskId: 'k2', token: 'u'.repeat(43) } };
      },
      'DELETE /workplaces/kiosks': () => {
        kiosks = kiosks.filter((k) => k.kioskId !== 'k1');
        return { status: 204 };
      },
    });
    const ui = show(<KioskLinksSection workplaceId={WORKPLACE} />);
    expect(await screen.findByText(/last used 10 Jun 07:05/)).toBeInTheDocument();
    await ui.type(screen.getByLabelText('Kiosk name'), 'Till');
    await ui.click(screen.getByRole('button', { name: 'Create kiosk link' }));
    expect(await screen.findByText(/not used yet/)).toBeInTheDocument();
    expect(callsTo('POST /workplaces/kiosks').map((c) => c.body)).toEqual([{ workplaceId: WORKPLACE, name: 'Till' }]);
    await ui.click(screen.getByRole('button', { name: 'Revoke Front door' }));
    expect(await screen.findByText('Kiosk link Front door revoked: it stops working at once.')).toBeInTheDocument();
    expect(callsTo('DELETE /workplaces/kiosks').map((c) => c.body)).toEqual([{ kioskId: 'k1' }]);
  });
});

describe('kiosk PINs', () => {
  it('the manager sets a 4 to 6 digit PIN from the Edit Employee dialog', async () => {
    const { callsTo } = mockFetch({ 'PUT /employees/pin': { status: 204 } });
    const ui = show(<EmployeePinField employeeId={EMPLOYEE} displayName="Ann" />);
    await ui.type(screen.getByLabelText('Kiosk PIN'), '12');
    await ui.click(screen.getByRole('button', { name: 'Set PIN' }));
    expect(screen.getByText('A PIN is 4 to 6 digits.')).toBeInTheDocument();
    expect(callsTo('PUT /employees/pin')).toHaveLength(0);
    await ui.type(screen.getByLabelText('Kiosk PIN'), '34');
    await ui.click(screen.getByRole('button', { name: 'Set PIN' }));
    expect(await screen.findByText('Kiosk PIN set. Tell Ann their new PIN.')).toBeInTheDocument();
    expect(callsTo('PUT /employees/pin').map((c) => c.body)).toEqual([{ employeeId: EMPLOYEE, pin: '1234' }]);
  });

  it('the person sets their own on their personal page, and sees a refusal in the server’s words', async () => {
    let answers = 0;
    const { callsTo } = mockFetch({
      [`PUT /staff/${STAFF_TOKEN}/pin`]: () =>
        ++answers === 1 ? apiError(404, 'This link is not valid any more. Ask your manager for a new one.') : { status: 204 },
    });
    const ui = show(<StaffPinSection token={STAFF_TOKEN} writable />);
    const pin = () => screen.getByLabelText('Kiosk PIN', { selector: 'input' });
    await ui.type(pin(), '987654');
    await ui.click(screen.getByRole('button', { name: 'Save PIN' }));
    expect(await screen.findByText('This link is not valid any more. Ask your manager for a new one.')).toBeInTheDocument();
    await ui.clear(pin());
    await ui.type(pin(), '987654');
    await ui.click(screen.getByRole('button', { name: 'Save PIN' }));
    expect(await screen.findByText('Your kiosk PIN is set. Use it on the tablet at work.')).toBeInTheDocument();
    expect(callsTo(`PUT /staff/${STAFF_TOKEN}/pin`).map((c) => c.body)).toEqual([{ pin: '987654' }, { pin: '987654' }]);
  });
});
