import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch, NETWORK_ERROR } from '../../test/fetch-mock';
import { BACKEND_USER, GOOD_PASSWORD } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password', { exact: true });
const confirm = () => screen.getByLabelText('Confirm password');
const submit = () => screen.getByRole('button', { name: 'Sign Up' });
const rule = (id: string) => document.querySelector(`[data-rule="${id}"]`)!;

describe('Sign up', () => {
  it('requires the e-mail and the password', async () => {
    const api = mockFetch({});
    const { ui } = renderApp('/signup', { user: null });
    await ui.click(submit());
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('ticks the password rules off live as the user types', async () => {
    mockFetch({});
    const { ui } = renderApp('/signup', { user: null });
    const list = screen.getByRole('list', { name: 'Password requirements' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getByText('At least 8 characters')).toBeInTheDocument();
    expect(rule('uppercase')).toHaveClass('rule-unmet');

    await ui.type(password(), 'A');
    expect(rule('uppercase')).toHaveClass('rule-met');
    expect(rule('length')).toHaveClass('rule-unmet');

    await ui.type(password(), 'bcdefg1!');
    for (const id of ['length', 'uppercase', 'number', 'special']) expect(rule(id)).toHaveClass('rule-met');
  });

  it('says the rules are not met on submit when the password is too weak', async () => {
    const api = mockFetch({});
    const { ui } = renderApp('/signup', { user: null });
    await ui.type(email(), 'sam@example.com');
    await ui.type(password(), 'weakpass');
    await ui.type(confirm(), 'weakpass');
    await ui.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Your password does not meet all the requirements below.');
    expect(api.calls).toHaveLength(0);
  });

  it('shows the inline confirm message after leaving the confirm field', async () => {
    mockFetch({});
    const { ui } = renderApp('/signup', { user: null });
    await ui.type(password(), GOOD_PASSWORD);
    await ui.type(confirm(), 'Different#1');
    expect(screen.queryByText('❌ Passwords must match')).not.toBeInTheDocument();
    await ui.tab();
    expect(screen.getByText('❌ Passwords must match')).toBeInTheDocument();
    expect(confirm()).toHaveAttribute('aria-invalid', 'true');

    await ui.clear(confirm());
    await ui.type(confirm(), GOOD_PASSWORD);
    expect(screen.queryByText('❌ Passwords must match')).not.toBeInTheDocument();
  });

  it('says the passwords do not match on submit', async () => {
    const api = mockFetch({});
    const { ui } = renderApp('/signup', { user: null });
    await ui.type(email(), 'sam@example.com');
    await ui.type(password(), GOOD_PASSWORD);
    await ui.type(confirm(), `${GOOD_PASSWORD}x`);
    await ui.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match.');
    expect(api.calls).toHaveLength(0);
  });

  it('keeps the Sign Up button still while it is pressed, so the first click submits and says the passwords do not match', async () => {
    const api = mockFetch({});
    const { ui } = renderApp('/signup', { user: null });
    await ui.type(email(), 'sam@example.com');
    await ui.type(password(), GOOD_PASSWORD);
    await ui.type(confirm(), `${GOOD_PASSWORD}x`);
    const button = submit();
    await ui.pointer({ keys: '[MouseLeft>]', target: button });
    // Leaving the confirm field must not insert a message above the button mid-click.
    expect(screen.queryByText('❌ Passwords must match')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await ui.pointer({ keys: '[/MouseLeft]', target: button });
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match.');
    expect(screen.getByText('❌ Passwords must match')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it.each([
    ['an e-mail in use', apiError(409, 'This email is already in use.'), 'This email is already in use.'],
    [
      'a weak password',
      apiError(400, 'Your password is too weak. It must have at least 6 characters.'),
      'Your password is too weak. It must have at least 6 characters.',
    ],
    ['a malformed e-mail', apiError(400, 'Invalid email format.'), 'Invalid email format.'],
    ['an answer without a message', { status: 500, body: {} }, 'Sign-up failed. Please try again.'],
  ])('shows the server answer for %s in the red area', async (_name, answer, text) => {
    mockFetch({ 'POST /auth/signup': answer });
    const { ui } = renderApp('/signup', { user: null });
    await ui.type(email(), 'sam@example.com');
    await ui.type(password(), GOOD_PASSWORD);
    await ui.type(confirm(), GOOD_PASSWORD);
    await ui.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('shows the default text when the server cannot be reached', async () => {
    mockFetch({ 'POST /auth/signup': NETWORK_ERROR });
    const { ui } = renderApp('/signup', { user: null });
    await ui.type(email(), 'sam@example.com');
    await ui.type(password(), GOOD_PASSWORD);
    await ui.type(confirm(), GOOD_PASSWORD);
    await ui.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-up failed. Please try again.');
  });

  it('creates the account and goes to the planner signed in', async () => {
    const api = mockFetch({ 'POST /auth/signup': { status: 201, body: { user: BACKEND_USER, token: 't' } } });
    const { ui, location } = renderApp('/signup', { user: null });
    await ui.type(email(), 'sam@example.com');
    await ui.type(password(), GOOD_PASSWORD);
    await ui.type(confirm(), GOOD_PASSWORD);
    await ui.click(submit());
    await waitFor(() => expect(location()).toBe('/'));
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveTextContent('S');
    expect(api.callsTo('POST /auth/signup')[0].body).toEqual({ email: 'sam@example.com', password: GOOD_PASSWORD });
  });

  it('lets the user reveal the password', async () => {
    mockFetch({});
    const { ui } = renderApp('/signup', { user: null });
    expect(password()).toHaveAttribute('type', 'password');
    await ui.click(screen.getAllByRole('button', { name: 'Show password' })[0]);
    expect(password()).toHaveAttribute('type', 'text');
  });

  it('asks the name the team will see and sends it, tidied; an invitation fills the address', async () => {
    const api = mockFetch({
      'POST /auth/signup': { status: 201, body: { user: { ...BACKEND_USER, displayName: 'Kim Park' }, token: 't' } },
    });
    const { ui } = renderApp('/signup?next=%2Fjoin%2Ftok-1&email=kim%40example.com', { user: null });
    expect(email()).toHaveValue('kim@example.com');
    await ui.type(screen.getByLabelText('Your name'), '  Kim Park ');
    await ui.type(password(), GOOD_PASSWORD);
    await ui.type(confirm(), GOOD_PASSWORD);
    await ui.click(submit());
    await waitFor(() => expect(api.callsTo('POST /auth/signup')).toHaveLength(1));
    expect(api.callsTo('POST /auth/signup')[0].body).toEqual({
      email: 'kim@example.com',
      password: GOOD_PASSWORD,
      displayName: 'Kim Park',
    });
  });

  it('refuses a name longer than the limit before sending', async () => {
    const api = mockFetch({});
    const { ui } = renderApp('/signup', { user: null });
    await ui.type(screen.getByLabelText('Your name'), 'x'.repeat(61));
    await ui.type(email(), 'kim@example.com');
    await ui.type(password(), GOOD_PASSWORD);
    await ui.type(confirm(), GOOD_PASSWORD);
    await ui.click(submit());
    expect(screen.getByText('Your name can be up to 60 characters.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
