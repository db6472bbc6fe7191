/**
 * The site API of notices and customer service (app/api/service/…): paths and what they answer. Browser and
 * server alike; the shell's customer-service button imports it, so it stays small (the feedback form's schema is in
 * lib/validation/feedback.ts).
 */
import type { Notice } from '@/lib/platform/system';

export { FEEDBACK_LENGTH, ServiceErrorCode, feedbackLength, isVipRank } from '@site/platform-contract/service';

export const ServiceApiPath = {
  /** GET → ServiceChat: where this member's customer service is (VIP service or live chat). Members only. */
  CHAT: '/api/service/chat',
  /** GET → NoticesData: the merchant's announcements (notice list). Anyone. */
  NOTICES: '/api/service/notices',
  /** PUT FeedbackRequest → {}. Members of a FEEDBACK3 merchant. */
  FEEDBACK: '/api/service/feedback',
  /** GET → DomainRoutes: the merchant's routes (origins), for the speed test. Anyone. */
  ROUTES: '/api/service/routes',
} as const;

export interface ServiceChat {
  kind: 'vip' | 'livechat';
  /** An http(s) address (the VIP room's decrypted on the server and checked). */
  url: string;
}

/** The site API's own refusal: neither VIP service nor live chat is offered to this member. */
export const NO_SERVICE = 'service_not_offered';
/** The VIP room's address did not decrypt or is not an http(s) address ("Invalid URL, please contact customer service"). */
export const INVALID_SERVICE_URL = 'invalid_service_url';

export type NoticeView = Notice & { timeLabel: string };

export interface NoticesData {
  /** The player notices (announcement type PL), sanitized, with the time as shown (YYYY-MM-DD HH:mm:ss). */
  notices: NoticeView[];
}

export interface DomainRoute {
  /** The host name, as shown. */
  domain: string;
  /** scheme://host[:port]: where the speed test sends its request, and the link to switch to. */
  origin: string;
  /** The route this page was loaded from. */
  current: boolean;
}

export interface DomainRoutes {
  routes: DomainRoute[];
}

export interface FeedbackRequest {
  content: string;
}
