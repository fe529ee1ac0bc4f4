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

  it('registers the worker, and at each navigation asks whether a new build is out', async () => {
    const { container, registration } = fakeWorkers(null);
    startServiceWorker();
    await settle();
    expect(container.register).toHaveBeenCalledWith('/sw.js');
    const reload = jest.fn();
    afterNavigation(reload);
    expect(registration.update).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
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
