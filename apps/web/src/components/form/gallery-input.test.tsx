import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { ApiError } from '../../lib/api-error';
import { renderWithProviders } from '../../test/render';
import { GalleryInput } from './gallery-input';

function Form({ images, max = 20 }: { images: string[]; max?: number }) {
  const form = useForm({ defaultValues: { images } });
  const current = useWatch({ control: form.control, name: 'images' });
  return (
    <FormProvider {...form}>
      <GalleryInput name="images" label="Photos" max={max} />
      <output data-testid="images">{JSON.stringify(current)}</output>
    </FormProvider>
  );
}

const stored = () => JSON.parse(screen.getByTestId('images').textContent) as string[];

function pick(container: HTMLElement, names: string[]) {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  const files = names.map(
    (name) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/jpeg' }),
  );
  fireEvent.change(input, { target: { files } });
}

/** Answers each upload with `/uploads/<name>` after reporting half-way progress. */
function acceptUploads() {
  return vi.spyOn(api, 'uploadFile').mockImplementation((file, options) => {
    options?.onProgress?.(0.5);
    const name = file instanceof File ? file.name : 'blob';
    return Promise.resolve({
      url: `/uploads/${name}`,
      thumbnailUrl: `/uploads/thumb-${name}`,
      width: 10,
      height: 10,
      bytes: 3,
      contentType: 'image/jpeg',
    });
  });
}

describe('the gallery field', () => {
  it('uploads the picked photos one by one and keeps them after those already there', async () => {
    const upload = acceptUploads();
    const { container } = renderWithProviders(<Form images={['/uploads/a.jpg']} />);
    pick(container, ['b.jpg', 'c.jpg']);
    await waitFor(() =>
      expect(stored()).toEqual(['/uploads/a.jpg', '/uploads/b.jpg', '/uploads/c.jpg']),
    );
    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload).toHaveBeenCalledWith(expect.any(File), expect.objectContaining({ quiet: true }));
    // The count below the photos, and the same said to screen readers once the uploads end.
    expect(screen.getAllByText('Photos: 3 of 20')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Photo 3' })).toHaveAttribute('src', '/uploads/c.jpg');
  });

  it('takes no more photos than the gallery holds and says which were left out', async () => {
    acceptUploads();
    const { container } = renderWithProviders(<Form images={['/uploads/a.jpg']} max={2} />);
    pick(container, ['b.jpg', 'c.jpg', 'd.jpg']);
    await waitFor(() => expect(stored()).toEqual(['/uploads/a.jpg', '/uploads/b.jpg']));
    expect(screen.getByText(/only 1 more could be added/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add photos' })).toBeDisabled();
  });

  it('names the photo whose upload failed, under the field', async () => {
    vi.spyOn(api, 'uploadFile').mockImplementation((_file, options) => {
      options?.onError?.(new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Only images are accepted'));
      return Promise.resolve(false);
    });
    const { container } = renderWithProviders(<Form images={[]} />);
    pick(container, ['broken.jpg']);
    expect(
      await screen.findByText('broken.jpg: The upload failed: Only images are accepted.'),
    ).toBeInTheDocument();
    expect(stored()).toEqual([]);
  });

  it('moves a photo with the arrow keys on its handle, announces it and keeps the focus', async () => {
    renderWithProviders(<Form images={['/uploads/a.jpg', '/uploads/b.jpg', '/uploads/c.jpg']} />);
    const handle = screen.getByRole('button', { name: 'Move photo 1 of 3' });
    handle.focus();
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(stored()).toEqual(['/uploads/b.jpg', '/uploads/a.jpg', '/uploads/c.jpg']);
    expect(screen.getByText('The photo is now in position 2 of 3.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move photo 2 of 3' })).toHaveFocus(),
    );
  });

  it('moves a photo to the end and back to the start with End and Home', () => {
    renderWithProviders(<Form images={['/uploads/a.jpg', '/uploads/b.jpg', '/uploads/c.jpg']} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Move photo 1 of 3' }), { key: 'End' });
    expect(stored()).toEqual(['/uploads/b.jpg', '/uploads/c.jpg', '/uploads/a.jpg']);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Move photo 3 of 3' }), { key: 'Home' });
    expect(stored()).toEqual(['/uploads/a.jpg', '/uploads/b.jpg', '/uploads/c.jpg']);
  });

  it('removes a photo and moves the focus to the one that took its place', async () => {
    renderWithProviders(<Form images={['/uploads/a.jpg', '/uploads/b.jpg']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(stored()).toEqual(['/uploads/b.jpg']);
    expect(screen.getByText('Photo 1 was removed.')).toHaveAttribute('aria-live', 'polite');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move photo 1 of 1' })).toHaveFocus(),
    );
  });
});
