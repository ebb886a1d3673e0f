import { toast, type ToastContainerProps } from 'react-toastify';

/** The spec's toast constants (§4, §9). */
export const toastContainerProps = {
  autoClose: 1500,
  position: 'top-right',
  hideProgressBar: false,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  draggablePercent: 80,
  closeOnClick: true,
  theme: 'light',
  newestOnTop: true,
} as const satisfies ToastContainerProps;

/** An error toast; one message is shown once even when several requests fail alike. */
export function notifyError(message: string) {
  toast.error(message, { toastId: `error:${message}` });
}

export function notifySuccess(message: string) {
  toast.success(message);
}
