import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { toastContainerProps } from '../lib/toast';

/** The toast container (its own chunk: see `toastsWanted`). */
export default function Toasts({ rtl }: { rtl: boolean }) {
  return <ToastContainer {...toastContainerProps} rtl={rtl} />;
}
