import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteInfoQuery } from '../../lib/site-info';
import { DemoNotice } from './demo-notice';

function renderNotice(demo: boolean) {
  const client = new QueryClient();
  client.setQueryData(siteInfoQuery().queryKey, { demo });
  return render(
    <QueryClientProvider client={client}>
      <DemoNotice />
    </QueryClientProvider>,
  );
}

describe('DemoNotice', () => {
  it('tells every page of a demo shop that it is one', () => {
    renderNotice(true);
    expect(screen.getByRole('note')).toHaveTextContent('Demo shop: orders are not delivered and the data may be reset.');
  });

  it('is not there in a real shop', () => {
    renderNotice(false);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
