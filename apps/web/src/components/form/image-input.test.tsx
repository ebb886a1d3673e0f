import { ApiError } from '../../lib/api-error';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { renderWithProviders } from '../../test/render';
import { ImageInput } from './image-input';

function Form({ logoUrl }: { logoUrl: string | null }) {
  const form = useForm({ defaultValues: { logoUrl } });
  return (
    <FormProvider {...form}>
      <ImageInput name="logoUrl" label="Logo" />
    </FormProvider>
  );
}

function refuseUploads() {
  return vi.spyOn(api, 'uploadFile').mockImplementation((_file, options) => {
    options?.onError?.(new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Only images are accepted'));
    return Promise.resolve(false);
  });
}

function pick(container: HTMLElement) {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  const file = new File([new Uint8Array([1, 2, 3])], 'logo.png', { type: 'image/png' });
  fireEvent.change(input, { target: { files: [file] } });
}

describe('the image field', () => {
  it('reports a refused upload once, under the field, without a toast', async () => {
    const upload = refuseUploads();
    const { container } = renderWithProviders(<Form logoUrl={null} />);
    pick(container);
    await waitFor(() =>
      expect(screen.getByText('The upload failed: Only images are accepted.')).toBeInTheDocument(),
    );
    expect(upload).toHaveBeenCalledWith(expect.any(File), expect.objectContaining({ quiet: true }));
    expect(screen.queryByText(/previous image/)).not.toBeInTheDocument();
  });

  it('says the previous image is kept only when there was one', async () => {
    refuseUploads();
    const { container } = renderWithProviders(<Form logoUrl="/uploads/old.png" />);
    pick(container);
    await waitFor(() =>
      expect(
        screen.getByText(
          'The upload failed: Only images are accepted. The previous image is kept.',
        ),
      ).toBeInTheDocument(),
    );
  });
});
