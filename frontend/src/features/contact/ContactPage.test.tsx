import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch, NETWORK_ERROR } from '../../test/fetch-mock';
import { renderApp } from '../../test/render';

const THANKS = 'Thanks for contacting us. We will be in touch soon!';

async function fill(ui: ReturnType<typeof renderApp>['ui']) {
  await ui.type(screen.getByLabelText('Name'), 'Ada Lovelace');
  await ui.type(screen.getByLabelText('E-mail'), 'ada@example.com');
  await ui.type(screen.getByLabelText('Message'), 'Could the planner print a weekly rota?');
  await ui.click(screen.getByRole('button', { name: 'Send' }));
}

describe('Contact', () => {
  it('shows the three headline prompts', () => {
    mockFetch({});
    renderApp('/contact', { user: null });
    for (const prompt of ['Requesting a new feature?', 'Noticed a fault?', 'Need help?']) {
      expect(screen.getByRole('heading', { name: prompt })).toBeInTheDocument();
    }
  });

  it('requires every field and a valid e-mail', async () => {
    const api = mockFetch({});
    const { ui } = renderApp('/contact', { user: null });
    await ui.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a message.')).toBeInTheDocument();
    await ui.type(screen.getByLabelText('E-mail'), 'ada.example.com');
    await ui.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Invalid email format.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the message, clears the fields and thanks the visitor', async () => {
    const api = mockFetch({ 'POST /contact': { status: 201 } });
    const { ui } = renderApp('/contact', { user: null });
    await fill(ui);
    expect(await screen.findByText(THANKS)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(api.callsTo('POST /contact')[0].body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Could the planner print a weekly rota?',
    });
  });

  it.each([
    ['the server refuses', apiError(500, 'down')],
    ['the network is down', NETWORK_ERROR],
  ] as const)('still clears and thanks when %s', async (_case, answer) => {
    mockFetch({ 'POST /contact': answer });
    const { ui } = renderApp('/contact', { user: null });
    await fill(ui);
    expect(await screen.findByText(THANKS)).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });
});
