import type { CustomerQueryDetails } from '@showroom/contract';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime, i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { ConversationMessages } from './query-conversation';

const asked = '2026-11-19T08:30:00.000Z';
const firstAt = '2026-11-20T09:00:00.000Z';
const secondAt = '2026-11-21T16:45:00.000Z';
const customerQuery: CustomerQueryDetails = {
  id: 12,
  createdAt: asked,
  updatedAt: secondAt,
  version: 3,
  deletedAt: null,
  subjectId: 1,
  name: 'Huda Karim',
  email: 'huda@example.com',
  phone: null,
  message: 'Is the Land Cruiser still available?',
  status: 'in_progress',
  reply: 'وصلت سيارة رمادية أيضًا.',
  repliedAt: secondAt,
  repliedBy: 8,
  replies: [
    { id: 1, text: 'Yes, it is.', sentAt: firstAt, sentBy: { id: 7, name: 'Karim Saleh' } },
    {
      id: 2,
      text: 'وصلت سيارة رمادية أيضًا.',
      sentAt: secondAt,
      sentBy: { id: 8, name: 'دينا عزيز' },
    },
  ],
};

/** Each message of the conversation as [who, when, what], in the order shown. */
const messages = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => [...item.querySelectorAll('p, time')].map((node) => node.textContent));

describe('a query’s conversation', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows the customer’s message, then every reply in order, with who sent it and when', () => {
    renderWithProviders(<ConversationMessages customerQuery={customerQuery} />);
    expect(messages()).toEqual([
      ['Huda Karim wrote', formatDateTime(asked), 'Is the Land Cruiser still available?'],
      ['Karim Saleh replied', formatDateTime(firstAt), 'Yes, it is.'],
      ['دينا عزيز replied', formatDateTime(secondAt), 'وصلت سيارة رمادية أيضًا.'],
    ]);
    expect(screen.queryByText('The team replied')).toBeNull();
    expect(screen.queryByText('Nobody has replied yet.')).toBeNull();
  });

  it('lets each free text find its own direction', () => {
    renderWithProviders(<ConversationMessages customerQuery={customerQuery} />);
    expect(screen.getByText('وصلت سيارة رمادية أيضًا.')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('دينا عزيز replied')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('Is the Land Cruiser still available?')).toHaveAttribute('dir', 'auto');
  });

  it('words and dates it in Arabic', async () => {
    await act(() => i18n.changeLanguage('ar'));
    renderWithProviders(<ConversationMessages customerQuery={customerQuery} />);
    expect(messages().map(([who, when]) => [who, when])).toEqual([
      ['كتب Huda Karim', formatDateTime(asked, 'ar')],
      ['ردّ Karim Saleh', formatDateTime(firstAt, 'ar')],
      ['ردّ دينا عزيز', formatDateTime(secondAt, 'ar')],
    ]);
  });

  it('calls a reply nobody was recorded as sending the team’s, and says when none came', () => {
    const { unmount } = renderWithProviders(
      <ConversationMessages
        customerQuery={{
          ...customerQuery,
          replies: [{ id: 1, text: 'Yes, it is.', sentAt: firstAt, sentBy: null }],
        }}
      />,
    );
    expect(messages()[1]?.[0]).toBe('The team replied');
    unmount();
    renderWithProviders(<ConversationMessages customerQuery={{ ...customerQuery, replies: [] }} />);
    expect(messages()).toHaveLength(1);
    expect(screen.getByText('Nobody has replied yet.')).toBeInTheDocument();
  });
});
