import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { event } from '../../test/order-fixtures';
import { OrderTimeline } from './order-timeline';

const EVENTS = [
  event({ _id: 'e1', kind: 'placed', actorRole: 'user', createdAt: '2026-11-21T09:05:00.000Z' }),
  event({ _id: 'e2', kind: 'status_changed', fromStatus: 'pending', toStatus: 'processing', actorRole: 'admin', actor: { _id: 'a1', name: 'Karim' }, createdAt: '2026-11-21T11:00:00.000Z' }),
  event({ _id: 'e3', kind: 'note', actorRole: 'admin', actor: { _id: 'a1', name: 'Karim' }, note: 'Call before delivery', createdAt: '2026-11-21T11:30:00.000Z' }),
  event({ _id: 'e4', kind: 'status_changed', fromStatus: 'processing', toStatus: 'completed', actorRole: 'admin', createdAt: '2026-11-22T10:00:00.000Z' }),
];

const steps = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('OrderTimeline', () => {
  it('tells the customer what happened, when, and whether they or the shop did it', () => {
    render(<OrderTimeline viewer="customer" events={EVENTS.filter((e) => e.kind !== 'note')} />);
    expect(steps()).toEqual([
      expect.stringContaining('Order placed · by you'),
      expect.stringContaining('Processing: the shop is packing your books · by the shop'),
      expect.stringContaining('Completed: delivered and paid · by the shop'),
    ]);
    const first = screen.getAllByRole('listitem')[0]!;
    expect(within(first).getByText('November 21, 2026', { exact: false })).toHaveAttribute('dateTime', '2026-11-21T09:05:00.000Z');
    expect(screen.queryByText('Karim', { exact: false })).not.toBeInTheDocument();
  });

  it('the customer’s own cancelling reads as theirs', () => {
    render(<OrderTimeline viewer="customer" events={[event({ _id: 'e1', kind: 'status_changed', fromStatus: 'pending', toStatus: 'cancelled', actorRole: 'user' })]} />);
    expect(steps()).toEqual([expect.stringContaining('Cancelled · by you')]);
  });

  it('shows the shop who on the staff acted, and its private notes', () => {
    render(<OrderTimeline viewer="admin" events={EVENTS} />);
    expect(steps()).toEqual([
      expect.stringContaining('Order placed · by the customer'),
      expect.stringContaining('Processing: the shop is packing your books · by Karim (shop)'),
      expect.stringContaining('Private note · by Karim (shop)'),
      expect.stringContaining('Completed: delivered and paid · by the shop'),
    ]);
    expect(screen.getByText('Call before delivery')).toHaveAttribute('lang', 'en');
  });

  it('says nothing about who for history whose actor was not recorded, and says so when there is nothing', () => {
    const { unmount } = render(<OrderTimeline viewer="customer" events={[event({ _id: 'e1', kind: 'status_changed', fromStatus: 'pending', toStatus: 'cancelled', actorRole: null })]} />);
    expect(steps()).toEqual([expect.not.stringContaining('by')]);
    unmount();
    render(<OrderTimeline viewer="customer" events={[]} />);
    expect(screen.getByText('Nothing recorded yet.')).toBeInTheDocument();
  });
});
