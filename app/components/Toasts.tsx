import {useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode} from 'react';
import {ToastContext, type ToastApi, type ToastTone} from '~/hooks/use-toast';
import {toastLaneStore} from '~/lib/ui/toast-lane-store';
import {withToast} from '~/lib/ui/toast-list';

/** How long a toast stays, unless the caller says otherwise (grooming spec section 9). */
export const TOAST_DURATION_MS = 3000;

interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

export function ToastProvider({children}: {children: ReactNode}) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const show = useCallback<ToastApi['show']>((message, options = {}) => {
    const id = nextId.current++;
    setToasts((current) => withToast(current, {id, message, tone: options.tone ?? 'success'}));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((current) => current.filter((toast) => toast.id !== id));
    }, options.durationMs ?? TOAST_DURATION_MS);
    timers.current.add(timer);
  }, []);

  const api = useMemo(() => ({show}), [show]);
  // Clear of an open dialog's buttons: beside it, or at the top of a phone screen.
  const lane = useSyncExternalStore(toastLaneStore.subscribe, toastLaneStore.current, toastLaneStore.server);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div
        aria-live="polite"
        style={{left: lane.left, right: lane.right, [lane.edge]: lane.inset}}
        className="pointer-events-none fixed z-[60] flex flex-col items-center gap-2"
      >
        {toasts.map((toast) => (
          <p
            key={toast.id}
            role={toast.tone === 'error' ? 'alert' : 'status'}
            className={`pointer-events-auto rounded-full px-5 py-3 text-sm font-semibold shadow-lg ${
              toast.tone === 'error' ? 'bg-red-700 text-white' : 'bg-gray-900 text-white'
            }`}
          >
            {toast.message}
          </p>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
