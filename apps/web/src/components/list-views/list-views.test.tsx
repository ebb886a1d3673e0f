import type { ListViews as ListViewsData, SavedView } from '@showroom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ToastContainer } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { ApiError } from '../../lib/api-error';
import { useListParams } from '../../lib/resource/use-list-params';
import { renderWithProviders } from '../../test/render';
import { signInAs, staffAccount } from '../../test/session';
import type { ColumnVisibility } from '../data-table/column-chooser';
import { ListViews } from './list-views';
import { useListViews } from './use-list-views';
import type { ListShape } from './view-state';

/*
 * A list's saved views as the person meets them (ADR 053): their marks, the dialog that
 * renames a view or changes who sees it, and a delete asked first and undone from its toast.
 * The views API is answered here as the server would.
 */

const ME = 1;
const at = '2026-11-20T10:00:00.000Z';

const view = (id: number, name: string, more: Partial<SavedView> = {}): SavedView => ({
  id,
  list: 'cars',
  name,
  scope: 'personal',
  roleId: null,
  ownerId: ME,
  state: {
    search: '',
    sortBy: null,
    sortDirection: 'DESC',
    limit: 20,
    filters: {},
    columns: {},
  },
  editable: true,
  createdAt: at,
  updatedAt: at,
  version: 1,
  ...more,
});
const builtIn = view(1, 'Cars waiting over 48 h', { scope: 'everyone', ownerId: null });

const shape: ListShape = {
  sortable: ['createdAt', 'price'],
  trash: false,
  filters: [],
  columns: [],
  initialColumns: {},
};

/** A list with its views, as a list page has them, and the toasts. */
function CarsList() {
  const { params, setParams } = useListParams(shape);
  const [columns, setColumns] = useState<ColumnVisibility>({});
  const views = useListViews({ list: 'cars', shape, params, setParams, columns, setColumns });
  return (
    <>
      <ListViews views={views} />
      <ToastContainer />
    </>
  );
}

/** The views API over `views`, the person's default among them. */
function serve(views: SavedView[], defaultViewId: number | null = null) {
  let live = [...views];
  const deleted: SavedView[] = [];
  vi.spyOn(api, 'get').mockImplementation(() =>
    Promise.resolve({ views: live, defaultViewId } satisfies ListViewsData),
  );
  const patch = vi.spyOn(api, 'patch').mockImplementation((path: string, body: unknown) => {
    const id = Number(path.split('/').pop());
    const changed: SavedView = { ...live.find((row) => row.id === id)!, ...(body as object) };
    live = live.map((row) => (row.id === id ? changed : row));
    return Promise.resolve(changed);
  });
  const remove = vi.spyOn(api, 'delete').mockImplementation((path: string) => {
    const gone = live.find((row) => row.id === Number(path.split('/').pop()))!;
    live = live.filter((row) => row !== gone);
    deleted.push(gone);
    return Promise.resolve(gone);
  });
  const post = vi.spyOn(api, 'post').mockImplementation((path: string) => {
    const back = deleted.find((row) => path === `/views/${row.id}/restore`)!;
    live = [...live, back];
    return Promise.resolve(back);
  });
  return { patch, remove, post };
}

const chip = (name: string) =>
  within(screen.getByRole('group', { name: 'Saved views' })).findByRole('button', { name });

async function openChangeDialog(viewName: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Options of the view ${viewName}` }));
  await user.click(await screen.findByRole('menuitem', { name: 'Rename / change who sees it' }));
  const dialog = await screen.findByRole('dialog', { name: `Change the view “${viewName}”` });
  return { user, dialog };
}

beforeEach(() => {
  signInAs(staffAccount('SA', ME));
});

describe('the marks of a view', () => {
  it('shows a shared view that is also the default as both', async () => {
    serve([builtIn, view(2, 'Mine')], builtIn.id);
    renderWithProviders(<CarsList />, '/dashboard/cars');
    const waiting = await chip('Cars waiting over 48 h');
    expect(waiting).toHaveAttribute('title', 'opens with this list · shared');
    expect(within(waiting).getByTestId('StarIcon')).toBeInTheDocument();
    expect(within(waiting).getByTestId('GroupsOutlinedIcon')).toBeInTheDocument();
    expect(await chip('Mine')).not.toHaveAttribute('title');
  });
});

describe('renaming a view and changing who sees it', () => {
  it('sends the new name and audience for the same view, from the dialog that saves views', async () => {
    const { patch } = serve([builtIn, view(7, 'Mine')], 7);
    renderWithProviders(<CarsList />, '/dashboard/cars?view=7');
    const { user, dialog } = await openChangeDialog('Mine');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Mine');
    expect(within(dialog).getByRole('radio', { name: 'Only me' })).toBeChecked();
    // The default is the view's menu's to change, not this dialog's.
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await user.clear(name);
    await user.type(name, 'Cheap cars');
    await user.click(within(dialog).getByRole('radio', { name: 'Everyone' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(patch).toHaveBeenCalledWith(
      '/views/7',
      { name: 'Cheap cars', scope: 'everyone', version: 1 },
      { quiet: true },
    );
    const renamed = await chip('Cheap cars');
    expect(renamed).toHaveAttribute('aria-pressed', 'true');
    expect(within(renamed).getByTestId('StarIcon')).toBeInTheDocument();
  });

  it("keeps a built-in view's stored name when only its audience changes, and keeps it shared", async () => {
    const { patch } = serve([builtIn]);
    renderWithProviders(<CarsList />, '/dashboard/cars?view=1');
    const { user, dialog } = await openChangeDialog('Cars waiting over 48 h');
    // Nobody owns it, so it cannot be anyone's alone.
    expect(within(dialog).getByRole('radio', { name: 'Only me' })).toBeDisabled();
    expect(
      within(dialog).getByText('A view Showroom comes with has no owner: it stays shared.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /People with my role/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith(
        '/views/1',
        { scope: 'role', version: 1 },
        {
          quiet: true,
        },
      ),
    );
  });

  it("names someone else's view's owner, not the person, as who alone would see it", async () => {
    serve([view(9, 'Team', { scope: 'everyone', ownerId: 42 })]);
    renderWithProviders(<CarsList />, '/dashboard/cars?view=9');
    const { dialog } = await openChangeDialog('Team');
    expect(within(dialog).getByRole('radio', { name: 'Everyone' })).toBeChecked();
    expect(
      within(dialog).getByRole('radio', { name: 'Only the person who saved it' }),
    ).toBeEnabled();
    expect(within(dialog).queryByRole('radio', { name: 'Only me' })).toBeNull();
  });

  it('is offered on the views the person may change only', async () => {
    serve([{ ...builtIn, editable: false }, view(7, 'Mine')]);
    renderWithProviders(<CarsList />, '/dashboard/cars?view=1');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Options of the view Cars waiting over 48 h' }),
    );
    await screen.findByRole('menuitem', { name: 'Open this list with it' });
    expect(screen.queryByRole('menuitem', { name: 'Rename / change who sees it' })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(await chip('Mine'));
    await user.click(await screen.findByRole('button', { name: 'Options of the view Mine' }));
    await screen.findByRole('menuitem', { name: 'Rename / change who sees it' });
  });
});

describe('a name the person already sees on the list', () => {
  it('is refused under the name, trimmed and in any case, before anything is sent', async () => {
    const { patch } = serve([builtIn, view(7, 'Mine')]);
    renderWithProviders(<CarsList />, '/dashboard/cars?view=7');
    const { user, dialog } = await openChangeDialog('Mine');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, '  cars WAITING over 48 h ');
    expect(name).toHaveAccessibleDescription(
      'There is already a view named “Cars waiting over 48 h” on this list: choose another name',
    );
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await user.type(name, '{Enter}');
    expect(patch).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the name under the name, until the name changes", async () => {
    const { patch } = serve([view(7, 'Mine')]);
    const refusal =
      'Someone this view is shared with already has a view named “Team” on this list: choose another name';
    patch.mockRejectedValueOnce(
      new ApiError(409, 'CONFLICT', refusal, { fieldErrors: { name: [refusal] } }),
    );
    renderWithProviders(<CarsList />, '/dashboard/cars?view=7');
    const { user, dialog } = await openChangeDialog('Mine');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Team');
    await user.click(within(dialog).getByRole('radio', { name: 'Everyone' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(refusal));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.type(name, 's');
    expect(name).not.toHaveAccessibleDescription(refusal);
  });
});

describe('deleting a view', () => {
  it('asks first for a shared view, then offers Undo, which brings the same view back', async () => {
    const team = view(9, 'Team', { scope: 'everyone' });
    const { remove, post } = serve([builtIn, team]);
    renderWithProviders(<CarsList />, '/dashboard/cars?view=9');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Options of the view Team' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete view' }));
    const question = await screen.findByRole('dialog', { name: 'Delete the view “Team”?' });
    expect(
      within(question).getByText('It is removed for everyone who sees it.'),
    ).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Delete view' }));

    await screen.findByText('View “Team” deleted');
    expect(remove).toHaveBeenCalledWith('/views/9');
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Saved views' })).queryByText('Team'),
      ).toBeNull(),
    );
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await screen.findByText('View “Team” restored');
    expect(post).toHaveBeenCalledWith('/views/9/restore');
    // It was open when deleted: it is open again.
    await waitFor(async () => expect(await chip('Team')).toHaveAttribute('aria-pressed', 'true'));
  });
});
