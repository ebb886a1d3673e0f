import type { ToastContainerProps } from 'react-toastify';
import { createStore } from './store';

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

/**
 * Whether the toast container is wanted yet: once signed in, or once a toast is raised. The
 * sign-in page shows its errors in the form and so never downloads the toast library; a toast
 * raised before the container is up waits in react-toastify's queue.
 */
export const toastsWanted = createStore(false);

function loadToasts() {
  if (!toastsWanted.get()) toastsWanted.set(true);
  return import('react-toastify');
}

/** An error toast; one message is shown once even when several requests fail alike. */
export function notifyError(message: string) {
  void loadToasts().then(({ toast }) => toast.error(message, { toastId: `error:${message}` }));
}

export function notifySuccess(message: string) {
  void loadToasts().then(({ toast }) => toast.success(message));
}
