// For the Inbox specs: a stand-in for the browser's Notification (each one the app shows is
// recorded, its click made as the broker's; permission granted when asked, and counted), the
// operators asked to quote the trips remote's trip through its API, and the count the
// navigation shows.
import { expect, type Page } from '@playwright/test';
import type { TripsRemote } from './trips-remote';
import { TRIP, TRIPS_KEY, operatorOf } from './trips-remote';

export interface ShownNotice {
  title: string;
  body: string;
  tag: string;
}

/**
 * Before the app's scripts: `window.Notification` records what it is asked to show. Its
 * permission starts as `granted` (as the browser remembers it across reloads).
 */
export async function stubNotifications(
  page: Page,
  granted: NotificationPermission = 'default',
): Promise<void> {
  await page.addInitScript((initial) => {
    const shown: { title: string; body: string; tag: string; onclick: (() => void) | null }[] = [];
    let permission: NotificationPermission = initial;
    let asked = 0;
    class StubNotification {
      onclick: (() => void) | null = null;
      constructor(
        readonly title: string,
        options: NotificationOptions = {},
      ) {
        shown.push(Object.assign(this, { body: options.body ?? '', tag: options.tag ?? '' }));
      }
      static get permission() {
        return permission;
      }
      static async requestPermission() {
        asked += 1;
        permission = 'granted';
        return permission;
      }
      close() {}
    }
    Object.defineProperty(window, 'Notification', { value: StubNotification });
    Object.defineProperty(window, 'e2eNotices', {
      value: {
        shown: () => shown.map(({ title, body, tag }) => ({ title, body, tag })),
        asked: () => asked,
        click: (index: number) => shown[index]!.onclick?.(),
      },
    });
  }, granted);
}

type Notices = { shown(): ShownNotice[]; asked(): number; click(index: number): void };

export const noticesShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { e2eNotices: Notices }).e2eNotices.shown());

export const permissionAsked = (page: Page) =>
  page.evaluate(() => (window as unknown as { e2eNotices: Notices }).e2eNotices.asked());

/** The broker clicks notification `index` (in the order shown). */
export const clickNotice = (page: Page, index: number) =>
  page.evaluate((at) => (window as unknown as { e2eNotices: Notices }).e2eNotices.click(at), index);

/** The navigation's Inbox entry, named with its unread count ("Inbox 3 unread"). */
export const inboxLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Inbox/ });

export interface AskedRfq {
  id: string;
  designator: string;
  name: string;
}

/** The broker's RFQs of the trip to the operators named, made on the remote with their key. */
export async function askOperators(
  remote: TripsRemote,
  designators: readonly string[],
): Promise<AskedRfq[]> {
  const response = await fetch(`${remote.api.url}/v1/trip-requests/${TRIP}/rfqs`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${TRIPS_KEY}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': crypto.randomUUID(),
    },
    body: JSON.stringify({
      operators: designators.map((designator) => ({
        operator_id: operatorOf(designator).id,
        email: `desk@${designator.toLowerCase()}.example`,
      })),
    }),
  });
  expect(response.status).toBe(201);
  const { items } = (await response.json()) as {
    items: { id: string; operator: { id: string } }[];
  };
  return designators.map((designator) => {
    const operator = operatorOf(designator);
    return {
      id: items.find((rfq) => rfq.operator.id === operator.id)!.id,
      designator,
      name: operator.dba_name ?? operator.legal_name,
    };
  });
}
