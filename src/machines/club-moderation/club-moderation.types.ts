import type { Decision, ModerationItem, ModerationQueue } from '../../contracts/club';

export interface ClubModerationContext {
  items: ModerationItem[];
  schools: ModerationQueue['schools'];
  reasons: string[];
  /** The reason being written for the rejection of the first item. */
  reason: string;
  notice: { tone: 'success' | 'error'; message: string } | null;
}

export type ClubModerationEvent =
  | { type: 'item.approved' }
  | { type: 'item.rejectStarted' }
  | { type: 'reason.changed'; reason: string }
  | { type: 'reject.confirmed' }
  | { type: 'reject.cancelled' }
  | { type: 'item.skipped' }
  | { type: 'queue.refreshed' }
  | { type: 'notice.dismissed' };

export interface DecideInput {
  item: Pick<ModerationItem, 'kind' | 'id'>;
  approve: boolean;
  reason: string;
}

export type { Decision, ModerationItem, ModerationQueue };
