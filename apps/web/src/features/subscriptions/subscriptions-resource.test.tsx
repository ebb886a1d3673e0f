import { type Subscription } from '@showroom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RowActions } from '../../components/data-table/row-actions';
import { useListRowActions } from '../../components/resource/use-list-row-actions';
import { api } from '../../lib/api';
import { ApiError } from '../../lib/api-error';
import { authStore } from '../../lib/auth';
import type * as toast from '../../lib/toast';
import { notifySuccess } from '../../lib/toast';
import { renderWithProviders } from '../../test/render';
import { subscriptionsResource } from './subscriptions-resource';
import { signInAs, staffAccount } from '../../test/session';

// The toast library is not rendered here; what the toast would say is checked instead.
vi.mock('../../lib/toast', async (original) => ({
  ...(await original<typeof toast>()),
  notifySuccess: vi.fn(),
}));

const END = '2026-12-01T10:00:00.000Z';

const subscription = (status: Subscription['status']): Subscription => ({
  id: 7,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  version: 3,
  deletedAt: null,
  userId: 2,
  packId: 1,
  status,
  startsAt: '2026-11-01T10:00:00.000Z',
  endsAt: END,
  pricePaid: 14900,
  currency: 'AED',
  adsUsed: 0,
});

/** One row's actions as the list shows them, with the dialogs they open. */
function Row({ row }: { row: Subscription }) {
  const { rowActions, dialogs } = useListRowActions(subscriptionsResource, {
    trash: false,
    canUpdate: false,
    canDelete: false,
    onDelete: () => undefined,
    onRestore: () => undefined,
  });
  return (
    <>
      <RowActions actions={rowActions?.(row) ?? []} inMenu={false} moreLabel="More" />
      {dialogs}
    </>
  );
}

const extendButton = () => screen.queryByRole('button', { name: 'Extend subscription #7' });

/** Opens the dialog and sets its end to `local` (what a datetime-local input holds). */
async function extendTo(local: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Extend subscription #7' }));
  const dialog = await screen.findByRole('dialog', { name: 'Extend subscription #7' });
  const field = within(dialog).getByLabelText(/^Expires/);
  await waitFor(() => expect(field).toHaveFocus());
  await user.clear(field);
  if (local) await user.type(field, local);
  return { user, dialog, field };
}

describe('extending a subscription', () => {
  // The list loads a row's dialog when it is first opened; loaded here, the first test to open
  // it does not wait for its modules past Testing Library's one second on a busy machine.
  beforeAll(() => import('../../components/resource/action-dialog'));
  afterEach(() => authStore.clear());

  it('is offered on an active subscription to a role that may update subscriptions', () => {
    signInAs(staffAccount('ADMIN'));
    renderWithProviders(<Row row={subscription('active')} />);
    expect(extendButton()).toBeInTheDocument();
  });

  it('is not offered on a cancelled or expired subscription, which the API would refuse', () => {
    signInAs(staffAccount('ADMIN'));
    renderWithProviders(
      <>
        <Row row={subscription('cancelled')} />
        <Row row={subscription('expired')} />
      </>,
    );
    expect(extendButton()).not.toBeInTheDocument();
  });

  it('is not offered to a role without update on subscriptions', () => {
    signInAs(staffAccount('EDITOR'));
    renderWithProviders(<Row row={subscription('active')} />);
    expect(extendButton()).not.toBeInTheDocument();
  });

  it('starts at the current end and sends the new end with the row version', async () => {
    signInAs(staffAccount('ADMIN'));
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({});
    renderWithProviders(<Row row={subscription('active')} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Extend subscription #7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend subscription #7' });
    const field = within(dialog).getByLabelText<HTMLInputElement>(/^Expires/);
    expect(new Date(field.value).toISOString()).toBe(END);

    await user.clear(field);
    await user.type(field, '2027-01-15T09:30{Enter}');
    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith(
        '/subs/7',
        { endsAt: new Date('2027-01-15T09:30').toISOString(), version: 3 },
        { quiet: true },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notifySuccess).toHaveBeenCalledWith('Subscription #7 extended');
  });

  it('checks the end with the contract before sending it', async () => {
    signInAs(staffAccount('ADMIN'));
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({});
    renderWithProviders(<Row row={subscription('active')} />);
    const { user, dialog, field } = await extendTo('');
    await user.click(within(dialog).getByRole('button', { name: 'Extend' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/date-time/i));
    expect(patch).not.toHaveBeenCalled();
  });

  it("refuses an end not later than the current one before sending it, in the API's words", async () => {
    signInAs(staffAccount('ADMIN'));
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({});
    renderWithProviders(<Row row={subscription('active')} />);
    const { user, field } = await extendTo('2026-11-20T09:30');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(`Must be later than the current end (${END})`),
    );
    expect(patch).not.toHaveBeenCalled();
  });

  it("shows the server's refusal under the field, and any other above it", async () => {
    signInAs(staffAccount('ADMIN'));
    vi.spyOn(api, 'patch')
      .mockRejectedValueOnce(
        new ApiError(422, 'VALIDATION_FAILED', 'Invalid input', {
          fieldErrors: { endsAt: ['Must be at most 9999-12-31T23:59:59.999Z'] },
        }),
      )
      .mockRejectedValueOnce(
        new ApiError(
          409,
          'CONFLICT',
          'This subscription is «Cancelled»; only an active one can be extended',
        ),
      );
    renderWithProviders(<Row row={subscription('active')} />);
    const { user, dialog, field } = await extendTo('2027-01-15T09:30');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Must be at most 9999-12-31T23:59:59.999Z'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Extend' }));
    expect(
      await within(dialog).findByText(
        'This subscription is «Cancelled»; only an active one can be extended',
      ),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers to reload a subscription changed meanwhile, then extends it from its new end', async () => {
    signInAs(staffAccount('ADMIN'));
    const NEWER_END = '2027-02-01T10:00:00.000Z';
    const patch = vi
      .spyOn(api, 'patch')
      .mockRejectedValueOnce(
        new ApiError(
          409,
          'STALE_VERSION',
          'Someone else changed this record; reload it and try again',
          {
            currentVersion: 4,
          },
        ),
      )
      .mockResolvedValueOnce({});
    const get = vi
      .spyOn(api, 'get')
      .mockResolvedValue({ ...subscription('active'), version: 4, endsAt: NEWER_END });
    renderWithProviders(<Row row={subscription('active')} />);
    const { user } = await extendTo('2027-01-15T09:30');
    await user.keyboard('{Enter}');

    const stale = await screen.findByRole('dialog', { name: 'Someone else changed this record' });
    await user.click(within(stale).getByRole('button', { name: 'Reload' }));
    expect(get).toHaveBeenCalledWith('/subs/7', expect.anything());
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Someone else changed this record' })).toBeNull(),
    );
    // The dialog stays, now on the record as it is: its end, and checked against it.
    const dialog = await screen.findByRole('dialog', { name: 'Extend subscription #7' });
    const field = within(dialog).getByLabelText<HTMLInputElement>(/^Expires/);
    await waitFor(() => expect(new Date(field.value).toISOString()).toBe(NEWER_END));
    await user.click(within(dialog).getByRole('button', { name: 'Extend' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        `Must be later than the current end (${NEWER_END})`,
      ),
    );

    await user.clear(field);
    await user.type(field, '2027-03-01T09:30{Enter}');
    await waitFor(() =>
      expect(patch).toHaveBeenLastCalledWith(
        '/subs/7',
        { endsAt: new Date('2027-03-01T09:30').toISOString(), version: 4 },
        { quiet: true },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notifySuccess).toHaveBeenCalledWith('Subscription #7 extended');
  });
});
