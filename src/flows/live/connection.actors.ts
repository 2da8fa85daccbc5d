/**
 * The real `socket` actor of machines/connection.machine.ts (issue 21): a browser WebSocket to the gateway's
 * `/api/live` (src/api/live.ts `liveUrl`), authenticated by the session cookie the browser sends with the handshake.
 * It reports `socket.opened`, every message that matches the contract (`socket.message`; anything else is dropped)
 * and `socket.closed` { code }; stopping the actor closes the socket.
 */
import { fromCallback } from 'xstate';
import type { SocketEvent, SocketRequest } from '../../../machines/connection.machine';
import { parseLiveMessage } from '../../api/live';

export function createConnectionActors(url: () => string, Socket: typeof WebSocket = WebSocket) {
  return {
    socket: fromCallback<SocketRequest, Record<string, never>>(({ sendBack }) => {
      const send = (e: SocketEvent) => sendBack(e);
      const ws = new Socket(url());
      ws.onopen = () => send({ type: 'socket.opened' });
      ws.onmessage = (e: MessageEvent) => {
        const message = typeof e.data === 'string' ? parseLiveMessage(e.data) : null;
        if (message) send({ type: 'socket.message', message });
      };
      ws.onclose = (e: CloseEvent) => send({ type: 'socket.closed', code: e.code });
      return () => {
        ws.onopen = null;
        ws.onmessage = null;
        ws.onclose = null;
        if (ws.readyState === ws.CONNECTING || ws.readyState === ws.OPEN) ws.close(1000);
      };
    }),
  };
}
