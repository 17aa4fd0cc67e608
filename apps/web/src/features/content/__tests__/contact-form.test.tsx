import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '../components/contact-form';

const { sendContactMessage } = vi.hoisted(() => ({ sendContactMessage: vi.fn() }));
vi.mock('../../../lib/mail-api', () => ({ sendContactMessage, subscribeToNewsletter: vi.fn() }));

function errorTexts(): string[] {
  return screen.queryAllByText(/is required|Invalid email/).map((node) => node.textContent ?? '');
}

describe('ContactForm validation', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks name, email, subject and message in that order, and focuses the first', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(errorTexts()).toEqual(['Name is required', 'Email is required', 'Subject is required', 'Message is required']);
    expect(screen.getByLabelText('Your Name')).toHaveFocus();
    expect(screen.getByLabelText('Your Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says Invalid email for an address without the right shape; phone is optional', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(screen.getByLabelText('Your Name'), 'Rina');
    await user.type(screen.getByLabelText('Email Address'), 'rina@example');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(errorTexts()).toEqual(['Invalid email', 'Subject is required', 'Message is required']);
    expect(screen.getByLabelText('Email Address')).toHaveFocus();
  });

  it('clears each error when its own field is edited, leaving the others', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await user.type(screen.getByLabelText('Subject'), 'H');
    expect(errorTexts()).toEqual(['Name is required', 'Email is required', 'Message is required']);
    await user.type(screen.getByLabelText('Your Name'), 'R');
    expect(errorTexts()).toEqual(['Email is required', 'Message is required']);
  });

  it('counts message characters (advice only), sends the message to the shop, shows the banner for 5 s and clears the form', async () => {
    sendContactMessage.mockResolvedValueOnce('ok');
    render(<ContactForm />);
    const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('Your Name', 'Rina');
    fill('Email Address', 'rina@example.com');
    fill('Subject', 'Bulk order');
    fill('Message', 'x'.repeat(520));
    fireEvent.click(screen.getByRole('radio', { name: 'Bulk Order' }));
    expect(screen.getByText('520/500 characters')).toBeInTheDocument();
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(sendContactMessage).toHaveBeenCalledWith({ inquiryType: 'bulk', name: 'Rina', email: 'rina@example.com', phone: '', subject: 'Bulk order', message: 'x'.repeat(520) });
    expect(screen.getByText(/We have sent a confirmation to your email address/)).toBeInTheDocument();
    expect(screen.getByLabelText('Your Name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'General' })).toBeChecked();
    expect(screen.getByText('0/500 characters')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4999);
    });
    expect(screen.getByText(/We have sent a confirmation/)).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.queryByText(/We have sent a confirmation/)).not.toBeInTheDocument();
  });

  it('keeps what was typed and says why when the shop refuses the message', async () => {
    const { ApiError } = await import('../../../lib/api-client');
    sendContactMessage.mockRejectedValueOnce(new ApiError(429, 'Too many requests from your address. Please try again later.', [], 'Too many requests from your address. Please try again later.'));
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(screen.getByLabelText('Your Name'), 'Rina');
    await user.type(screen.getByLabelText('Email Address'), 'rina@example.com');
    await user.type(screen.getByLabelText('Subject'), 'Hello');
    await user.type(screen.getByLabelText('Message'), 'Hi there');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Too many requests from your address. Please try again later.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your Name')).toHaveValue('Rina');
    expect(screen.queryByText(/We have sent a confirmation/)).not.toBeInTheDocument();
  });
});
