import { describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@tidings/web-kit/toast-store';
import { registerServiceWorker, reloadOnTakeover } from './register-service-worker';
import { offerUpdate, UPDATE_TOAST_ACTION, UPDATE_TOAST_TITLE, watchForWaitingWorker } from './service-worker-updates';
import { SKIP_WAITING } from './sw-messages';

function fakeContainer(controlled: boolean) {
  const target = new EventTarget();
  return Object.assign(target, { controller: controlled ? ({} as ServiceWorker) : null }) as unknown as ServiceWorkerContainer & EventTarget;
}

function fakeWorker(state: ServiceWorkerState = 'installing') {
  return Object.assign(new EventTarget(), { state, postMessage: vi.fn() }) as unknown as ServiceWorker & { postMessage: ReturnType<typeof vi.fn> };
}

describe('service worker updates', () => {
  it('the first install takes the page over without a reload; a later takeover reloads once', () => {
    const reload = vi.fn();
    const first = fakeContainer(false);
    reloadOnTakeover(first, reload);
    first.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();

    const updated = fakeContainer(true);
    reloadOnTakeover(updated, reload);
    updated.dispatchEvent(new Event('controllerchange'));
    updated.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('offers a worker that installed while an older one controls the page, not the first one', () => {
    const onWaiting = vi.fn();
    for (const controlled of [false, true]) {
      const registration = Object.assign(new EventTarget(), { waiting: null, installing: null }) as unknown as ServiceWorkerRegistration & { installing: ServiceWorker | null };
      watchForWaitingWorker(registration, fakeContainer(controlled), onWaiting);
      const worker = fakeWorker();
      registration.installing = worker;
      registration.dispatchEvent(new Event('updatefound'));
      Object.assign(worker, { state: 'installed' });
      worker.dispatchEvent(new Event('statechange'));
    }
    expect(onWaiting).toHaveBeenCalledOnce();
  });

  it('the toast stays until acted on, and Reload asks the waiting worker to take over', () => {
    const worker = fakeWorker('installed');
    offerUpdate({ waiting: worker });
    const [toast] = useToastStore.getState().toasts;
    expect(toast).toMatchObject({ title: UPDATE_TOAST_TITLE, durationMs: Number.POSITIVE_INFINITY, action: { label: UPDATE_TOAST_ACTION } });
    toast!.action!.onSelect();
    expect(worker.postMessage).toHaveBeenCalledWith({ type: SKIP_WAITING });
  });

  it('Reload hands over to the build waiting when chosen, not to one a later deployment replaced', () => {
    const offered = fakeWorker('installed');
    const registration: { waiting: ServiceWorker | null } = { waiting: offered };
    offerUpdate(registration);
    const newer = fakeWorker('installed');
    Object.assign(offered, { state: 'redundant' });
    registration.waiting = newer;
    useToastStore.getState().toasts[0]!.action!.onSelect();
    expect(newer.postMessage).toHaveBeenCalledWith({ type: SKIP_WAITING });
    expect(offered.postMessage).not.toHaveBeenCalled();
  });
});

describe('service worker updates, watched after registering', () => {
  it('follows an install already under way when the watch starts', () => {
    const onWaiting = vi.fn();
    const installing = fakeWorker('installing');
    const registration = Object.assign(new EventTarget(), { waiting: null, installing }) as unknown as ServiceWorkerRegistration;
    watchForWaitingWorker(registration, fakeContainer(true), onWaiting);
    Object.assign(installing, { state: 'installed' });
    installing.dispatchEvent(new Event('statechange'));
    expect(onWaiting).toHaveBeenCalledWith(registration);
  });
});

describe('registering the service worker', () => {
  it('waits for the page to settle, not for `load`: the install would compete with the screen still loading', () => {
    const register = vi.fn(() => new Promise<ServiceWorkerRegistration>(() => undefined));
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { serviceWorker: Object.assign(fakeContainer(false), { register }) }));
    try {
      registerServiceWorker();
      window.dispatchEvent(new Event('load'));
      expect(register).not.toHaveBeenCalled();
      // The first tap counts as settled (web-kit's whenPageSettled).
      window.dispatchEvent(new Event('pointerdown'));
      expect(register).toHaveBeenCalledWith('/sw.js');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
