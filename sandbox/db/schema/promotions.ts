/** Migration 11: promotions as pages of their own. */
export const PROMOTIONS_SCHEMA = `
-- Promotions seeded before this migration have a title only. The seed owns them, so they go; opening the database then
-- seeds the merchant's content again (upgradeSeed: contentGaps reports the promotions missing). Their activities stay,
-- unlinked (reward_activities.promotion_id ON DELETE SET NULL); POST /__sandbox/reset links them again.
DELETE FROM promotions;

-- A summary (plain text) and the promotion's page (HTML) per language, beside the title. Images on this sandbox are
-- referenced by path (src="/cdn/…") and made absolute when served, like notices.
ALTER TABLE promotion_i18n ADD COLUMN summary TEXT NOT NULL DEFAULT '';
ALTER TABLE promotion_i18n ADD COLUMN content TEXT NOT NULL DEFAULT '';

-- The seed's name of a promotion and of an activity: a promotion and its activity share it, so a promotion the seed
-- inserts again (upgradeSeed) finds its activity (sandbox/db/seed-promotions.ts). NULL for anything else.
ALTER TABLE promotions ADD COLUMN seed_key TEXT;
CREATE UNIQUE INDEX promotions_by_seed_key ON promotions (merchant_code, seed_key) WHERE seed_key IS NOT NULL;
ALTER TABLE reward_activities ADD COLUMN seed_key TEXT;
CREATE UNIQUE INDEX reward_activities_by_seed_key ON reward_activities (merchant_code, seed_key) WHERE seed_key IS NOT NULL;

-- How to take part in a promotion is its activity: at most one per promotion, so its period and state are the promotion's.
CREATE UNIQUE INDEX reward_activities_one_per_promotion ON reward_activities (promotion_id) WHERE promotion_id IS NOT NULL;
`;
