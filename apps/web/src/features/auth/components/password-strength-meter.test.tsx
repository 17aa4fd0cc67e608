import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from './password-strength-meter';

function filledSegments(): number {
  return screen.getByTestId('password-strength').querySelectorAll('[data-filled="true"]').length;
}

describe('PasswordStrengthMeter', () => {
  it('is hidden until the shopper types', () => {
    const { container } = render(<PasswordStrengthMeter password="" />);
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    // password, score, label, bar colour
    ['abc', 0, 'Weak', 'bg-red-500'],
    ['abcdefg', 1, 'Weak', 'bg-red-500'],
    ['abcdefG', 2, 'Weak', 'bg-red-500'],
    ['abcdefG1', 3, 'Medium', 'bg-yellow-400'],
    ['abcdefG1!', 4, 'Strong', 'bg-green-600'],
    ['abcdefghG1!', 5, 'Strong', 'bg-green-600'],
  ])('%s scores %i: %s', (password, score, label, colour) => {
    render(<PasswordStrengthMeter password={password} />);
    expect(screen.getByText(`Password strength: ${label}`)).toBeInTheDocument();
    expect(filledSegments()).toBe(score);
    const segments = screen.getByTestId('password-strength').querySelectorAll('[data-filled="true"]');
    segments.forEach((segment) => expect(segment).toHaveClass(colour));
  });

  it('counts length over 6 (not 6) and over 10 (not 10)', () => {
    const { rerender } = render(<PasswordStrengthMeter password="abcdef" />);
    expect(filledSegments()).toBe(0);
    rerender(<PasswordStrengthMeter password="abcdefghij" />);
    expect(filledSegments()).toBe(1);
    rerender(<PasswordStrengthMeter password="abcdefghijk" />);
    expect(filledSegments()).toBe(2);
  });

  it('colours the label text with the bar', () => {
    render(<PasswordStrengthMeter password="abcdefG1" />);
    expect(screen.getByText('Password strength: Medium')).toHaveClass('text-yellow-800');
  });
});
