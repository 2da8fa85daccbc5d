/**
 * One process's open sockets and what each hears (issue 21 point 1, docs/decisions/068-live-connection.md).
 *
 * Member sockets (the SPA's tabs) are kept per member; staff sockets (the back office's support page, admins only)
 * in one set. Every {@link BusEvent} of the bus — from this process or another — goes to the sockets it concerns:
 * - `order` → the member's tabs: `{ type: 'order', invoice, status_code }` and a `notification` with the status title;
 * - `cart` → the member's tabs except the one that changed it: `{ type: 'cart' }`;
 * - `chat` → the member's tabs `{ type: 'chat', message, unread }` and every staff socket
 *   `{ type: 'staff.chat', conversation_id, member, message }`.
 */
import type { Db } from '../db/client';
import type { LiveMessage } from '../../api/live';
import type { ChatMessage } from '../../api/chat';
import type { BusEvent } from './bus';
import { conversationMember, messageWithMember, unreadCount } from '../services/chat';
import { statusTitle } from '../services/orders/records';

/** What the back office's support page hears. */
export type StaffMessage = {
  type: 'staff.chat';
  conversation_id: number;
  member: { id: number; name: string; email: string };
  message: ChatMessage;
};

/** One open socket. */
export interface Peer {
  /** The connection id sent in `hello`. */
  id: string;
  userId: number;
  /** A back-office support socket (admin, `?role=staff`). */
  staff: boolean;
  send(message: LiveMessage | StaffMessage): void;
}

export class LiveHub {
  private readonly members = new Map<number, Set<Peer>>();
  private readonly staff = new Set<Peer>();

  constructor(private readonly db: Db) {}

  add(peer: Peer): void {
    if (peer.staff) this.staff.add(peer);
    else {
      const set = this.members.get(peer.userId) ?? new Set<Peer>();
      set.add(peer);
      this.members.set(peer.userId, set);
    }
  }

  remove(peer: Peer): void {
    if (peer.staff) this.staff.delete(peer);
    const set = this.members.get(peer.userId);
    if (!set) return;
    set.delete(peer);
    if (set.size === 0) this.members.delete(peer.userId);
  }

  /** How many member sockets a member has open on this process. */
  count(userId: number): number {
    return this.members.get(userId)?.size ?? 0;
  }

  /** Every socket, for the heartbeat. */
  peers(): Peer[] {
    return [...this.staff, ...[...this.members.values()].flatMap((s) => [...s])];
  }

  private toMember(userId: number, message: LiveMessage, except?: string): void {
    for (const peer of this.members.get(userId) ?? []) if (peer.id !== except) peer.send(message);
  }

  /** Deliver one bus event to the sockets of this process it concerns. */
  async deliver(event: BusEvent): Promise<void> {
    if (event.k === 'order') {
      if (!this.members.has(event.u)) return;
      this.toMember(event.u, { type: 'order', invoice: event.i, status_code: event.s });
      this.toMember(event.u, {
        type: 'notification',
        id: `order-${event.i}-${event.s}`,
        title: `Pesanan ${event.i}`,
        body: statusTitle(event.s),
        link: `/detail-orders/${encodeURIComponent(event.i)}`,
      });
    } else if (event.k === 'cart') {
      this.toMember(event.u, { type: 'cart' }, event.o);
    } else if (event.k === 'chat') {
      if (this.staff.size === 0 && this.members.size === 0) return;
      const found = await messageWithMember(this.db, event.m);
      if (!found) return;
      if (this.members.has(found.userId)) {
        const unread = await unreadCount(this.db, found.conversationId, 'member');
        this.toMember(found.userId, { type: 'chat', message: found.message, unread });
      }
      if (this.staff.size > 0) {
        const member = await conversationMember(this.db, found.conversationId);
        if (!member) return;
        const out: StaffMessage = { type: 'staff.chat', conversation_id: found.conversationId, member, message: found.message };
        for (const peer of this.staff) peer.send(out);
      }
    }
  }
}
