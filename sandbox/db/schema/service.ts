/** Migration 14: customer service. VIP service-chat sessions and members' feedback. */
import { FEEDBACK_MERCHANTS } from '../seed-service';

export const SERVICE_SCHEMA = `
-- A VIP member's service chat (contract/service.ts ServicePath.SERVICE_CHAT): one row per call, the room's URL as it was
-- encrypted into the answer's type-3 path. The ticket in the URL names the member to the chat desk.
CREATE TABLE service_chat_sessions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  member_id INTEGER NOT NULL REFERENCES members(id),
  ticket TEXT NOT NULL UNIQUE,
  url TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX service_chat_sessions_by_merchant ON service_chat_sessions (merchant_code, id);

-- Members' feedback (PUT /wps/feedback): the trimmed text, at most FEEDBACK_RATE.limit per member per window.
CREATE TABLE feedback (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL REFERENCES merchants(code),
  member_id INTEGER NOT NULL REFERENCES members(id),
  content TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX feedback_by_member ON feedback (member_id, created_at);

-- A database seeded before this migration: the merchants that take feedback get FEEDBACK3, as the seed gives them
-- (on a new database there are no merchants yet, and the seed adds it).
INSERT OR IGNORE INTO merchant_flags (merchant_code, flag)
  SELECT code, 'FEEDBACK3' FROM merchants WHERE code IN (${FEEDBACK_MERCHANTS.map((c) => `'${c}'`).join(', ')});
`;
