// Registers main's IPC handlers so that none can skip the checks: the channel carries the
// app prefix, the sender is our page's main frame, the arguments parse with their schema.
import type { z } from 'zod';
import { IPC_PREFIX } from '../shared/desktop/desktop-api';
import { parseUnknown } from '../shared/encoding/parse-unknown';
import { isTrustedSender, type SenderFrameLike } from './security';

export interface IpcInvokeEventLike {
  senderFrame: SenderFrameLike | null;
}

export interface IpcMainLike {
  handle(
    channel: string,
    listener: (event: IpcInvokeEventLike, ...args: unknown[]) => unknown,
  ): void;
}

export function handleIpc<S extends z.ZodTuple>(
  ipcMain: IpcMainLike,
  channel: string,
  argsSchema: S,
  handler: (...args: z.output<S>) => unknown,
): void {
  if (!channel.startsWith(IPC_PREFIX))
    throw new Error(`IPC channel ${channel} lacks the ${IPC_PREFIX} prefix`);
  ipcMain.handle(channel, (event, ...args) => {
    if (!isTrustedSender(event.senderFrame)) {
      throw new Error(`Refused ${channel}: the sender is not the app's main frame`);
    }
    return handler(...parseUnknown(argsSchema, args, `arguments of ${channel}`));
  });
}
