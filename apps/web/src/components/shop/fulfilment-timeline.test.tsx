import type { FulfilmentEvent } from '@boipoka/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FulfilmentTimeline } from './fulfilment-timeline';

const step = (overrides: Partial<FulfilmentEvent>): FulfilmentEvent => ({
  _id: overrides.step ?? 'packed',
  step: 'packed',
  actorRole: 'admin',
  courier: null,
  consignmentId: null,
  trackingUrl: null,
  cashCollected: null,
  returnReason: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

const items = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('FulfilmentTimeline', () => {
  it('shows each step with the courier, its number and link, and the cash collected', () => {
    render(
      <FulfilmentTimeline
        viewer="customer"
        currency="BDT"
        steps={[
          step({ step: 'packed' }),
          step({ step: 'with_courier', courier: 'Steadfast', consignmentId: '1424107', trackingUrl: 'https://steadfast.com.bd/t/AB12' }),
          step({ step: 'out_for_delivery' }),
          step({ step: 'delivered', cashCollected: 450, note: 'Paid in notes', actor: { _id: 'a1', name: 'Karim' } }),
        ]}
      />,
    );
    expect(items()).toEqual([expect.stringContaining('Packed'), expect.stringContaining('With the courier'), expect.stringContaining('Out for delivery'), expect.stringContaining('Delivered')]);
    expect(items()[1]).toContain('Steadfast · consignment 1424107');
    expect(screen.getByRole('link', { name: 'Follow the parcel' })).toHaveAttribute('href', 'https://steadfast.com.bd/t/AB12');
    expect(items()[3]).toMatch(/Cash collected: ৳\s?450/);
    // The shop's note and who on the staff acted are for the admin.
    expect(screen.queryByText('Paid in notes')).toBeNull();
    expect(screen.queryByText(/Karim/)).toBeNull();
  });

  it('gives the admin the note and who acted, and a returned parcel its reason', () => {
    render(<FulfilmentTimeline viewer="admin" steps={[step({ step: 'returned', returnReason: 'refused', note: 'Reader said no', actor: { _id: 'a1', name: 'Karim' } })]} />);
    expect(items()[0]).toContain('Came back to the shop');
    expect(items()[0]).toContain('Refused at the door');
    expect(items()[0]).toContain('by Karim (shop)');
    expect(items()[0]).toContain('Reader said no');
  });

  it('says when nothing is packed yet', () => {
    render(<FulfilmentTimeline viewer="customer" steps={[]} />);
    expect(screen.getByText('Not packed yet.')).toBeInTheDocument();
  });
});
