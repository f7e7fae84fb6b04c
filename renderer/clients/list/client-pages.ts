// The clients list's rows as a page chain (ui/paged-list/): a page's last client is still
// the next page's anchor while its fields and its trip statistics are as they were read.
import type { Client } from '../../../shared/api';
import type { PagedRows } from '../../ui/paged-list/paged-rows';

export type ClientPages = PagedRows<Client>;

export const sameClient = (anchor: Client, now: Client): boolean =>
  now.updated_at === anchor.updated_at &&
  now.trip_request_count === anchor.trip_request_count &&
  now.last_request_at === anchor.last_request_at;
