import { carBulkStatuses, type BulkEditBody, type BulkEditResult } from '@showroom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BulkEditDialog } from '../../components/bulk-edit/bulk-edit-dialog';
import { renderWithProviders } from '../../test/render';
import { carsResource } from './cars-resource';

/*
 * The "Edit fields" dialog on cars (ADR 055), its requests answered here as the API would:
 * a one-way status move is said before Apply and offers no Undo after; Undo sits in the
 * result, beside Close, reached with the keyboard.
 */

const published = (id: number) => ({ id, version: 2, previous: { status: 'pending' } });

/** An answer of `/cars/bulk-edit`: `done` changed, the ids in `oneWay` past undoing. */
const answer = (
  dryRun: boolean,
  done: BulkEditResult['done'],
  oneWay: number[] = [],
): BulkEditResult => ({
  dryRun,
  matched: done.length,
  more: false,
  records: done.map(({ id }) => ({ id, version: 1 })),
  unchanged: 0,
  done,
  refused: [],
  oneWay: oneWay.map((id) => ({
    id,
    name: `Car ${id}`,
    message: 'A car cannot go from published to pending; allowed from published: sold, archived',
  })),
});

/** Opens the dialog on `ids`, sets their status to Published and previews it. */
async function previewPublishing(ids: number[], oneWay: number[]) {
  const done = ids.map(published);
  const bulkEdit = vi
    .spyOn(carsResource.api, 'bulkEdit')
    .mockImplementation((body: BulkEditBody) =>
      Promise.resolve(answer(body.dryRun ?? false, done, oneWay)),
    );
  const bulkUndo = vi.spyOn(carsResource.api, 'bulkUndo').mockImplementation(({ records }) =>
    Promise.resolve(
      answer(
        false,
        records.map(({ id }) => ({ id, version: 3, previous: {} })),
      ),
    ),
  );
  const onChanged = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(
    <BulkEditDialog
      resource={carsResource as never}
      fields={[{ name: 'status', kind: 'select', options: carBulkStatuses, span: 'full' }]}
      collect={() => Promise.resolve(ids)}
      selectedCount={ids.length}
      onChanged={onChanged}
      onClose={() => undefined}
    />,
  );
  const dialog = await screen.findByRole('dialog', { name: `Edit fields of ${ids.length} cars` });
  await user.click(within(dialog).getByRole('checkbox', { name: 'Change “Status”' }));
  await user.click(within(dialog).getByRole('combobox', { name: /Status/ }));
  await user.click(await screen.findByRole('option', { name: 'Published' }));
  await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
  return { user, dialog, bulkEdit, bulkUndo, onChanged };
}

describe('bulk edit of cars', () => {
  it('says before Apply that publishing pending cars cannot be undone, and offers no Undo', async () => {
    const { user, dialog, bulkUndo } = await previewPublishing([1, 2], [1, 2]);
    await within(dialog).findByText('2 cars will change.');
    expect(
      within(dialog).getByText("This can't be undone: Undo cannot put 2 cars back."),
    ).toBeInTheDocument();
    const list = within(dialog).getByRole('region', {
      name: 'Records Undo cannot put back, and why',
    });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByText(/cannot go from published to pending/)).toHaveLength(2);

    await user.click(
      within(dialog).getByRole('button', { name: "Apply to 2 cars — this can't be undone" }),
    );
    await within(dialog).findByText('2 cars changed.');
    expect(within(dialog).queryByRole('button', { name: /Undo/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(bulkUndo).not.toHaveBeenCalled();
  });

  it('offers Undo beside Close in the result, reached with the keyboard', async () => {
    const { user, dialog, bulkEdit, bulkUndo, onChanged } = await previewPublishing([4, 5], []);
    await within(dialog).findByText('2 cars will change.');
    expect(within(dialog).queryByText(/can't be undone/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Apply to 2 cars' }));
    await within(dialog).findByText('2 cars changed.');
    expect(bulkEdit).toHaveBeenLastCalledWith({
      selection: { records: [4, 5].map((id) => ({ id, version: 1 })) },
      set: { status: 'published' },
    });

    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Undo' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await within(dialog).findByText('Put back as before: 2 cars.');
    expect(bulkUndo).toHaveBeenCalledWith({
      records: [4, 5].map((id) => ({ id, version: 2, set: { status: 'pending' } })),
    });
    expect(within(dialog).queryByRole('button', { name: 'Undo' })).toBeNull();
    await waitFor(() => expect(close).toHaveFocus());
    expect(onChanged).toHaveBeenCalledTimes(2);
  });

  it('puts back only the records Undo can, and says how many', async () => {
    const { user, dialog, bulkUndo } = await previewPublishing([7, 8, 9], [8]);
    await within(dialog).findByText('Undo cannot put 1 car back, only the other 2 cars.');
    await user.click(
      within(dialog).getByRole('button', { name: "Apply to 3 cars — 1 can't be undone" }),
    );
    await user.click(await within(dialog).findByRole('button', { name: 'Undo for 2 cars' }));
    await within(dialog).findByText('Put back as before: 2 cars.');
    expect(bulkUndo).toHaveBeenCalledWith({
      records: [7, 9].map((id) => ({ id, version: 2, set: { status: 'pending' } })),
    });
  });
});
