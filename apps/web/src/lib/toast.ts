import type { ToastContainerProps, toast as toastApi } from 'react-toastify';
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
 * Whether the toast container is wanted yet: once a toast is raised. No screen downloads the
 * toast library before it has something to say (the sign-in page shows its errors in the
 * form, a list says nothing until an action); a toast raised before the container is up waits
 * in react-toastify's queue.
 */
export const toastsWanted = createStore(false);

function loadToasts() {
  if (!toastsWanted.get()) toastsWanted.set(true);
  return import('react-toastify');
}

/**
 * Raises a toast with react-toastify's `toast`, which loads with the first toast raised (and
 * the container with it): `withToast((toast) => toast.success(message))`.
 */
export function withToast(show: (toast: typeof toastApi) => void) {
  void loadToasts().then(({ toast }) => show(toast));
}

/** An error toast; one message is shown once even when several requests fail alike. */
export function notifyError(message: string) {
  withToast((toast) => toast.error(message, { toastId: `error:${message}` }));
}

export function notifySuccess(message: string) {
  withToast((toast) => toast.success(message));
}

let progressToasts = 0;

/**
 * A toast that stays while a long task runs (an export), its words and bar updated as it
 * goes, then replaced by a success toast that closes itself, or taken away. (An update reaches
 * only a toast already shown: react-toastify drops one sent before its container is up.)
 */
export function progressToast(message: string) {
  progressToasts += 1;
  const toastId = `progress:${progressToasts}`;
  withToast((toast) => toast.loading(message, { toastId }));
  return {
    update(text: string, fraction: number) {
      const progress = Math.min(Math.max(fraction, 0), 0.99);
      withToast((toast) => {
        if (toast.isActive(toastId)) toast.update(toastId, { render: text, progress });
      });
    },
    finish(text: string) {
      withToast((toast) => {
        toast.dismiss(toastId);
        toast.success(text);
      });
    },
    dismiss() {
      withToast((toast) => toast.dismiss(toastId));
    },
  };
}
