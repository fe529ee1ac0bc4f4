/** @jest-environment jest-fixed-jsdom */
import { afterNavigation, startServiceWorker, takeUpdatedNotice } from './app-updates';

/** A browser's service worker container, as much of it as the app uses. */
function fakeWorkers(controller: object | null) {
  const events = new EventTarget();
  const registration = { update: jest.fn(() => Promise.resolve()) };
  const container = Object.assign(events, { controller, register: jest.fn(() => Promise.resolve(registration)) });
  Object.defineProperty(window.navigator, 'serviceWorker', { value: container, configurable: true });
  return { container, registration };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the offline worker and new builds', () => {
  afterEach(() => window.sessionStorage.clear());

  it('sets the worker up at the first move to another page, not while the page loads, then asks at each move whether a new build is out', async () => {
    const { container, registration } = fakeWorkers(null);
    startServiceWorker();
    await settle();
    expect(container.register).not.toHaveBeenCalled();
    const reload = jest.fn();
    afterNavigation(reload);
    await settle();
    expect(container.register).toHaveBeenCalledWith('/sw.js');
    afterNavigation(reload);
    afterNavigation(reload);
    expect(container.register).toHaveBeenCalledTimes(1);
    expect(registration.update).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('sets the worker up when the person leaves the tab', async () => {
    const { container } = fakeWorkers(null);
    startServiceWorker();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    await settle();
    expect(container.register).toHaveBeenCalledWith('/sw.js');
  });

  it('does not call the first worker taking charge an update', async () => {
    const { container } = fakeWorkers(null);
    startServiceWorker();
    await settle();
    container.dispatchEvent(new Event('controllerchange'));
    const reload = jest.fn();
    afterNavigation(reload);
    expect(reload).not.toHaveBeenCalled();
    expect(takeUpdatedNotice()).toBe(false);
  });

  it('loads the next page afresh when a new build has taken over, and says so once on it', async () => {
    const { container } = fakeWorkers({});
    startServiceWorker();
    await settle();
    container.dispatchEvent(new Event('controllerchange'));
    const reload = jest.fn();
    afterNavigation(reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(takeUpdatedNotice()).toBe(true);
    expect(takeUpdatedNotice()).toBe(false);
  });
});
