// The arguments main accepts on each desktop channel; the page is never trusted.
import { z } from 'zod';
import {
  desktopNotice,
  mailDraft,
  pdfPaper,
  pdfSave,
  type DesktopApi,
} from '../shared/desktop/desktop-api';
import { httpRequest } from '../shared/rpc/worker-protocol';
import { remoteUrlSchema } from '../shared/rpc/remote-url';

const apiKey = z
  .string()
  .min(1)
  .max(500)
  .regex(/^[\x21-\x7e]+$/, { message: 'Must be printable ASCII without spaces' });

const remoteRequest = httpRequest.refine((request) => request.url.startsWith('/v1/'), {
  message: 'Only /v1/ paths go to the remote API',
  path: ['url'],
});

const exportId = z.uuid();
/** A file name the save dialog suggests: no folders, nothing a shell would read twice. */
const fileName = z
  .string()
  .max(120)
  .regex(/^[\w][\w .()-]*$/, { message: 'Must be a plain file name' });

const EXPORT_PART_MAX = 16 * 1024 * 1024;
const exportBytes = z
  .instanceof(Uint8Array)
  .refine((bytes) => bytes.byteLength <= EXPORT_PART_MAX, 'Too large for a part of an export');

/** Every channel the page invokes; `onEvent` is main's own, to the page. */
export const desktopArgs = {
  getInfo: z.tuple([]),
  setApiKey: z.tuple([apiKey]),
  clearApiKey: z.tuple([]),
  setRemoteUrl: z.tuple([remoteUrlSchema]),
  checkRemote: z.tuple([]),
  remoteFetch: z.tuple([remoteRequest]),
  beginExport: z.tuple([fileName]),
  // A chunk of up to 20,000 clients as CSV is under 8 MB; one far larger is not an export.
  writeExport: z.tuple([exportId, z.union([z.string().max(EXPORT_PART_MAX), exportBytes])]),
  finishExport: z.tuple([exportId]),
  cancelExport: z.tuple([exportId]),
  savePdf: z.tuple([fileName, pdfPaper, pdfSave]),
  logError: z.tuple([z.string().max(20_000)]),
  installUpdate: z.tuple([]),
  showNotification: z.tuple([desktopNotice]),
  openMail: z.tuple([mailDraft]),
} satisfies Record<Exclude<keyof DesktopApi, 'onEvent'>, z.ZodTuple>;
